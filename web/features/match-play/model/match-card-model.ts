// What the "match available" card shows for the viewer's SPEC §4 state and their match (issue 11 §2–§3): the
// status line, who they play, the deadline to count down to and which actions their flags allow. Pure, so the
// card's states are tested as a table.
import type { Entrant, MatchDetail, MatchReport } from '../../../../src/contract/matches.js';
import type { UserTournamentState } from '../../../../src/domain/tournament-state.js';
import { matchHeading } from '../../../app/labels/match-stage-labels.js';

/** The viewer states that show the card on the tournament page. */
export const MATCH_CARD_STATES = ['MATCH_AVAILABLE', 'WAITING_MATCH', 'DISPUTE', 'RESULT_VALIDATION_AWAITING'] as const;
export type MatchCardState = (typeof MATCH_CARD_STATES)[number];

export const showsMatchCard = (state: UserTournamentState): state is MatchCardState =>
  (MATCH_CARD_STATES as readonly string[]).includes(state);

export const MISSED_SUBMISSION_TEXT = 'You missed the submission period; the organizer will choose a winner.';

export interface MatchCardModel {
  title: string;
  status: string;
  /** The round ended without the viewer's report (SPEC §8 "Other messages"). */
  missedSubmission: boolean;
  /** Duel: the opponent; FFA: the other lobby members. Empty while not decided. */
  opponents: Entrant[];
  isLobby: boolean;
  countdown: { label: string; at: string } | null;
  actions: { submit: boolean; confirm: boolean; dispute: boolean; issue: boolean };
  myReports: MatchReport[];
  otherReports: MatchReport[];
  /** Match check-in (issue 26 §3): each side's state and whether the viewer may ready up now; null without one. */
  checkIn: { sides: { name: string; ready: boolean; mine: boolean }[]; canReady: boolean } | null;
  /** The match's stream or VOD link. */
  streamUrl: string | null;
}

const STATUS_TEXT: Record<MatchCardState, string> = {
  MATCH_AVAILABLE: 'Your match is ready. Join the game, play, then submit the results.',
  WAITING_MATCH: 'Waiting for your next match. It appears here as soon as your opponent is known.',
  DISPUTE: 'The score is disputed. The organizer will review the reports and decide.',
  RESULT_VALIDATION_AWAITING: 'Your result is in. It becomes final when confirmed or when the dispute time ends.',
};

/** `viewerId` tells a team's captain from its other members: only the captain reports (SPEC §5). */
export function matchCardModel(
  state: MatchCardState,
  detail: MatchDetail | null,
  now: number,
  viewerId: string | null = null,
): MatchCardModel {
  const empty = { submit: false, confirm: false, dispute: false, issue: false };
  if (!detail) {
    return {
      title: 'Your next match',
      status: STATUS_TEXT[state],
      missedSubmission: false,
      opponents: [],
      isLobby: false,
      countdown: null,
      actions: empty,
      myReports: [],
      otherReports: [],
      checkIn: null,
      streamUrl: null,
    };
  }
  const { match, viewer, round } = detail;
  const mySeed = viewer.seed;
  const sideSeeds = match.sides.map((side) => side.seed).filter((seed): seed is number => seed !== null);
  const opponents = detail.entrants.filter((entrant) => sideSeeds.includes(entrant.seed) && entrant.seed !== mySeed);
  const myReports = detail.reports.filter((report) => report.seed === mySeed);
  const otherReports = detail.reports.filter((report) => report.seed !== mySeed);
  const missedSubmission = match.status === 'SCORE_MISSING' && myReports.length === 0;

  const own = detail.entrants.find((entrant) => entrant.seed === mySeed);
  const captainOnly = viewerId !== null && own !== undefined && own.captainId !== viewerId;
  const checkIn = match.checkIn ?? null;
  const checkInOpen =
    checkIn !== null &&
    match.status === 'READY' &&
    !match.sides.every((side) => side.seed !== null && checkIn.readySeeds.includes(side.seed));
  const status =
    checkInStatusText(detail, checkInOpen, now) ??
    (captainOnly
      ? (memberStatusText(detail, myReports.length > 0) ?? statusText(state, detail, myReports.length > 0, false))
      : statusText(state, detail, myReports.length > 0, missedSubmission));

  const starts = round.startsAt ? Date.parse(round.startsAt) : null;
  let countdown: MatchCardModel['countdown'] = null;
  if (checkInOpen && Date.parse(checkIn.endsAt) > now) {
    countdown = { label: 'Check in within', at: checkIn.endsAt };
  } else if (match.status === 'REPORTED' && match.bufferEndsAt && Date.parse(match.bufferEndsAt) > now) {
    countdown = { label: 'Result final in', at: match.bufferEndsAt };
  } else if (starts !== null && starts > now) {
    countdown = { label: 'Round starts in', at: round.startsAt! };
  } else if (round.endsAt && Date.parse(round.endsAt) > now) {
    countdown = { label: 'Submit results within', at: round.endsAt };
  }

  const title = matchTitle(detail);
  return {
    title,
    status,
    missedSubmission,
    opponents,
    isLobby: match.kind === 'FFA',
    countdown,
    actions: {
      submit: viewer.canReport && !missedSubmission && !checkInOpen,
      confirm: viewer.canConfirm,
      dispute: viewer.canDispute,
      issue: mySeed !== null,
    },
    myReports,
    otherReports,
    checkIn:
      checkIn === null
        ? null
        : {
            sides: match.sides
              .filter((side) => side.seed !== null)
              .map((side) => ({
                name: detail.entrants.find((entrant) => entrant.seed === side.seed)?.name ?? `Seed ${side.seed}`,
                ready: checkIn.readySeeds.includes(side.seed!),
                mine: side.seed === mySeed,
              })),
            canReady:
              checkInOpen &&
              !captainOnly &&
              mySeed !== null &&
              !checkIn.readySeeds.includes(mySeed) &&
              Date.parse(checkIn.endsAt) > now,
          },
    streamUrl: match.streamUrl ?? null,
  };
}

/** What the card says while a check-in decides the match, or after it did (a walkover for a missed check-in). */
function checkInStatusText(detail: MatchDetail, open: boolean, now: number): string | null {
  const { match, viewer } = detail;
  const checkIn = match.checkIn;
  if (!checkIn || viewer.seed === null) return null;
  if (open) {
    if (Date.parse(checkIn.endsAt) <= now) return 'The check-in time is over; the result follows in a moment.';
    return checkIn.readySeeds.includes(viewer.seed)
      ? 'You are checked in. Waiting for your opponent to check in.'
      : 'Check in: confirm you are here before the time runs out, or you lose this match by walkover.';
  }
  if (checkIn.noShowSeeds.length === 0) return null;
  if (match.status === 'SCORE_MISSING') return 'Neither side checked in in time; the organizer will decide this match.';
  if (match.status !== 'WALKOVER') return null;
  return checkIn.noShowSeeds.includes(viewer.seed)
    ? 'You did not check in in time: you lose this match by walkover.'
    : 'Your opponent did not check in in time: you win this match by walkover.';
}

/**
 * The round as it concerns this match, except for the third-place decider: it is played in the final's round, and
 * a semifinal loser told "Final" would think they are playing for the title.
 */
export function matchRoundLabel(match: MatchDetail['match'], roundName: string): string {
  return match.isThirdPlaceDecider ? 'Third-place match' : matchHeading(match, roundName);
}

/** The card's title: the round label, and an FFA match's lobby. */
export function matchTitle({ match, round }: Pick<MatchDetail, 'match' | 'round'>): string {
  return `${matchRoundLabel(match, round.name)}${match.kind === 'FFA' ? ` · Lobby ${match.position + 1}` : ''}`;
}

/**
 * The match's own status decides when there is a match: the tournament-level state is derived separately and may
 * lag a round behind (e.g. WAITING_MATCH while the next match is already READY).
 */
function statusText(state: MatchCardState, detail: MatchDetail, reported: boolean, missed: boolean): string {
  const { match, viewer } = detail;
  switch (match.status) {
    case 'PENDING':
      return STATUS_TEXT.WAITING_MATCH;
    case 'READY':
      return reported ? STATUS_TEXT.RESULT_VALIDATION_AWAITING : STATUS_TEXT.MATCH_AVAILABLE;
    case 'REPORTED':
      if (!reported && viewer.canConfirm)
        return 'Your opponent reported a score. Confirm it, or report it as incorrect.';
      // FFA: other lobby members reported, the viewer has not yet; their own result is not "in".
      if (!reported && viewer.canReport) return STATUS_TEXT.MATCH_AVAILABLE;
      return reported ? STATUS_TEXT.RESULT_VALIDATION_AWAITING : STATUS_TEXT[state];
    case 'DISPUTED':
      return STATUS_TEXT.DISPUTE;
    case 'SCORE_MISSING':
      return missed
        ? MISSED_SUBMISSION_TEXT
        : 'The round ended without a final score; the organizer will choose a winner.';
    case 'COMPLETED':
    case 'WALKOVER':
    case 'BYE':
      return 'This match is decided. Your next match appears here as soon as it is ready.';
  }
}

/**
 * A team member who is not the captain plays but does not report or confirm; without this they would read
 * "submit the results" beside no button to do it. Null where the captain's wording fits everyone.
 */
function memberStatusText(detail: MatchDetail, reported: boolean): string | null {
  switch (detail.match.status) {
    case 'READY':
      return reported ? null : 'Your match is ready. Join the game and play; your team captain submits the results.';
    case 'REPORTED':
      return reported
        ? null
        : 'The other side reported a score; your team captain confirms it or reports it as incorrect.';
    case 'SCORE_MISSING':
      return 'The round ended without a final score; the organizer will choose a winner.';
    default:
      return null;
  }
}

/** "1h 02m 05s", "4m 09s", "12s"; "now" once passed. */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return 'now';
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}h ${pad(minutes)}m`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}
