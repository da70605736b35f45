// GET /notices?tournamentId= and POST /notices/read: the viewer's unread in-app notices about one tournament.
// Kept under the tournament's key namespace: the server writes a notice in the transaction that changes the
// tournament's matches or entrants, so the live update of that change refetches the notices too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MarkNoticesReadSchema, PlayerNoticesSchema, type PlayerNotice } from '../../../../src/contract/notices.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export async function getTournamentNotices(tournamentId: string, signal?: AbortSignal): Promise<PlayerNotice[]> {
  const query = new URLSearchParams({ tournamentId });
  // Shown beside the page's content: a failure leaves the notices out rather than raising a banner.
  const answer = await api.get(`${apiPaths.notices.build()}?${query}`, {
    schema: PlayerNoticesSchema,
    signal,
    banner: false,
  });
  return answer.notices;
}

export function useTournamentNotices(tournamentId: string, enabled: boolean) {
  return useQuery({
    queryKey: tournamentKey.notices(tournamentId),
    queryFn: ({ signal }) => getTournamentNotices(tournamentId, signal),
    enabled,
  });
}

export function useMarkNoticesRead(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeIds: string[]) =>
      api.post(apiPaths.noticesRead.build(), { noticeIds }, { schema: MarkNoticesReadSchema }),
    // Gone from the banner at once; the refetch confirms.
    onMutate: (noticeIds) =>
      queryClient.setQueryData<PlayerNotice[]>(tournamentKey.notices(tournamentId), (current) =>
        current?.filter((notice) => !noticeIds.includes(notice.id)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.notices(tournamentId) }),
  });
}
