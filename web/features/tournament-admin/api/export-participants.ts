// GET /tournaments/{id}/participants/export: the participants and results as CSV, saved as a file by the browser.
// Fetched through the API client (it carries the session's tokens), then handed to the browser as a download.
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function exportParticipants(tournamentId: string): Promise<string> {
  return api.get<string>(apiPaths.participantsExport.build({ id: tournamentId }), { text: true });
}

export function useExportParticipants(tournamentId: string, fileName: string) {
  return useMutation({
    mutationFn: () => exportParticipants(tournamentId),
    onSuccess: (csv) => {
      // With the byte order mark, spreadsheets read accented names as UTF-8. (Added here: a fetched text loses it.)
      const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}
