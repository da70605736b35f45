// The ending modal's behaviour (loaded on demand by ending-modal-slot.tsx): closing it accepts the end of the
// tournament, and so does leaving through "view the leaderboard" or "view all rewards", which go to the
// tournament page with the place to scroll to in the navigation state. Either way it never shows again.
import { useNavigate } from 'react-router-dom';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { DEFAULT_MARKETPLACE_URL } from '../../../src/contract/wallet.js';
import { useAcceptEndTournament } from '../../features/tournaments/api/accept-end-tournament.js';
import { EndingModal } from '../../features/tournaments/components/ending-modal.js';
import { useChainInfo } from '../../features/wallet/api/get-chain-info.js';
import { paths } from '../../paths.js';
import type { ScrollTarget, ScrollTargetState } from '../routing/scroll-target.js';

export function EndingModalDialog({ tournament }: { tournament: TournamentView }) {
  const chain = useChainInfo();
  const accept = useAcceptEndTournament();
  const navigate = useNavigate();
  const data = tournament.endTournamentModalData;
  if (!data) return null;
  const close = () => accept.mutate(tournament.id);
  const goTo = (scrollTarget: ScrollTarget) => {
    close();
    void navigate(paths.tournament.build(tournament.id), { state: { scrollTarget } satisfies ScrollTargetState });
  };
  return (
    <EndingModal
      tournamentName={tournament.name}
      data={data}
      marketplaceUrl={chain.data?.marketplaceUrl ?? DEFAULT_MARKETPLACE_URL}
      onClose={close}
      onViewLeaderboard={() => goTo('leaderboard')}
      onViewRewards={() => goTo('rewards')}
    />
  );
}
