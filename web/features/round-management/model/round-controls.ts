// Which of Pause and Skip the organizer may press now, and when the shown round can be skipped, so a button the
// server would refuse is not offered and the refusal says when to come back (issue 26 §5.7). Pure: `now` is given.
import type { RoundManagementView } from '../../../../src/contract/matches.js';
import { roundSkipWindow } from '../../../../src/domain/round-skip-window.js';
import { dateTimeLabel } from '../../../app/labels/date-time-label.js';

export interface RoundControls {
  canPause: boolean;
  canSkip: boolean;
  /** "Round 3 can be skipped from … until …, once every score is resolved."; null when that time is past or unknown. */
  skipWindowText: string | null;
}

export function roundControls(view: RoundManagementView, shownRound: number, now: number): RoundControls {
  const live = !view.finished && !view.paused;
  const first = view.rounds[0];
  const last = view.rounds[view.rounds.length - 1];
  // Without a known window the server decides (and says why it refuses).
  const inRounds =
    first?.startsAt && last?.endsAt ? now >= Date.parse(first.startsAt) && now < Date.parse(last.endsAt) : true;
  const round = view.rounds.find((candidate) => candidate.index === shownRound);
  if (!round?.startsAt || !round.endsAt)
    return { canPause: live && inRounds, canSkip: live && round !== undefined, skipWindowText: null };
  const window = roundSkipWindow({ start: Date.parse(round.startsAt), end: Date.parse(round.endsAt) });
  // A round already played (or whose window is over) has no skipping window left to announce.
  const ahead = round.status !== 'COMPLETE' && round.status !== 'SKIPPED' && now < window.end;
  return {
    canPause: live && inRounds,
    canSkip: live && ahead && now >= window.start,
    skipWindowText:
      view.finished || !ahead
        ? null
        : `${round.name} can be skipped from ${dateTimeLabel(window.start)} until ${dateTimeLabel(window.end)}, once every score is resolved.`,
  };
}
