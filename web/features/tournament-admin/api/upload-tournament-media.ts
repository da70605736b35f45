// POST /tournaments/{id}/media (multipart: kind, then file): an uploaded picture or video whose url goes into
// the main information section.
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { TournamentMediaResponseSchema, type TournamentMediaKind } from '../../../../src/contract/tournaments.js';
import { api } from '../../../app/api/api-client.js';

export function uploadTournamentMedia(id: string, kind: TournamentMediaKind, file: File) {
  const formData = new FormData();
  // The server reads `kind` before the file streams in, so it goes first.
  formData.append('kind', kind);
  formData.append('file', file);
  return api.request(apiPaths.tournamentMedia.build({ id }), {
    method: 'POST',
    formData,
    schema: TournamentMediaResponseSchema,
  });
}

export function useUploadTournamentMedia(id: string) {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TournamentMediaKind; file: File }) => uploadTournamentMedia(id, kind, file),
  });
}
