// The viewer's unread notices about this tournament (the organizer amended a result that changed their matches,
// disqualified or banned them), shown on the tournament page as a banner the player pages through; closing a
// notice marks it read for good.
import { useState } from 'react';
import { NotificationBanner } from '../../../../src/ui/notification-banner.js';
import type { PlayerNotice } from '../../../../src/contract/notices.js';
import { useMarkNoticesRead, useTournamentNotices } from '../api/player-notices.js';
import * as styles from './tournament-notices.css.js';

export function TournamentNotices({ tournamentId }: { tournamentId: string }) {
  const notices = useTournamentNotices(tournamentId, true);
  const markRead = useMarkNoticesRead(tournamentId);
  return <TournamentNoticesView notices={notices.data ?? []} onDismiss={(id) => markRead.mutate([id])} />;
}

export function TournamentNoticesView({
  notices,
  onDismiss,
}: {
  notices: readonly PlayerNotice[];
  onDismiss: (id: string) => void;
}) {
  const [selected, setSelected] = useState(0);
  if (notices.length === 0) return null;
  const index = Math.min(selected, notices.length - 1);
  return (
    <div className={styles.notices} data-testid="tournament-notices">
      <NotificationBanner
        notifications={notices.map((notice) => ({
          id: notice.id,
          type: notice.kind === 'RESULT_AMENDED' ? 'message' : 'warning',
          text: notice.text,
        }))}
        selectedIndex={index}
        onPrevious={() => setSelected(Math.max(0, index - 1))}
        onNext={() => setSelected(Math.min(notices.length - 1, index + 1))}
        onClose={onDismiss}
      />
    </div>
  );
}
