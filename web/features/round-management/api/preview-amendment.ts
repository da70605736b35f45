// POST /matches/{tournamentId}/{matchId}/result/preview: what amending a completed result would change (later
// matches whose opponents or results move), shown before the organizer confirms. Writes nothing.
import { useMutation } from '@tanstack/react-query';
import { AmendmentPreviewSchema, type AmendmentPreview, type SetResultBody } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function previewAmendment(
  tournamentId: string,
  matchId: string,
  body: SetResultBody,
): Promise<AmendmentPreview> {
  return api.post(apiPaths.matchAmendmentPreview.build({ tournamentId, matchId }), body, {
    schema: AmendmentPreviewSchema,
    banner: false,
  });
}

export function usePreviewAmendment(tournamentId: string) {
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: SetResultBody }) =>
      previewAmendment(tournamentId, matchId, body),
  });
}
