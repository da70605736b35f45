// Where the main layout shows the ending modal (SPEC §2, §4): for a signed-in player with a tournament whose
// end they have not accepted (the registered list carries its endTournamentModalData), one tournament at a
// time, and only where it blocks no play (ending-modal-place.ts). Nothing shows while the navigation state holds a scroll target (the visitor came for that place). The
// modal's code loads only when there is one to show, outside every page's first load.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useRegisteredTournaments } from '../../features/tournaments/api/get-registered-tournaments.js';
import { scrollTargetOf } from '../routing/scroll-target.js';
import { endingModalFor } from './ending-modal-place.js';
import { useViewer } from '../session/use-viewer.js';

const EndingModalDialog = lazy(() =>
  import('./ending-modal-dialog.js').then((module) => ({ default: module.EndingModalDialog })),
);

export function EndingModalSlot() {
  const viewer = useViewer();
  const location = useLocation();
  const registered = useRegisteredTournaments(viewer.status === 'signed-in');
  const pending = endingModalFor(
    location.pathname,
    (registered.data ?? []).filter((tournament) => tournament.endTournamentModalData),
  );
  if (!pending || scrollTargetOf(location.state) !== null) return null;
  return (
    <Suspense fallback={null}>
      <EndingModalDialog key={pending.id} tournament={pending} />
    </Suspense>
  );
}
