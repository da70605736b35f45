// GET /tournaments/{id}/trf (issue 30): the Swiss as a FIDE Tournament Report File, saved as a file by the browser.
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function useExportTrf(tournamentId: string) {
  return useMutation({
    mutationFn: () => api.get<string>(apiPaths.tournamentTrf.build({ id: tournamentId }), { text: true }),
    onSuccess: (text) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `tournament-${tournamentId.slice(0, 8)}.trf`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}
