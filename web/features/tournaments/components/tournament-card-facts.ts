// What a tournament card says at a glance, as people expect on a tournament list: a picture (the tournament's
// own art, else its game's), when it starts, its format and what there is to win. Pure, tested without a browser.
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { readableUosAmount, tryParseUos } from '../../../../src/domain/uos.js';

const FORMAT_NAMES: Record<NonNullable<TournamentView['format']>['format'], string> = {
  SINGLE_ELIMINATION: 'Single elimination',
  SWISS_SYSTEM: 'Swiss system',
  MATCHUPS: 'Matchups',
  DOUBLE_ELIMINATION: 'Double elimination',
  ROUND_ROBIN: 'Round robin',
};

/** The picture of the card: the hero art when it is a picture, the background art, else the game's artwork. */
export function cardArtUrl(tournament: TournamentView): string | null {
  const info = tournament.mainInformation;
  if (info?.heroArt && info.heroArt.mediaType !== 'video') return info.heroArt.url;
  if (info?.backgroundArt && info.backgroundArt.mediaType !== 'video') return info.backgroundArt.url;
  return tournament.game.imageUrl ?? null;
}

/** "Single elimination · Teams", or null before the format is set. */
export function formatSummary(tournament: TournamentView): string | null {
  if (!tournament.format) return null;
  const who = tournament.settings?.participantType === 'TEAM_MATCH' ? 'Teams' : 'Solo';
  return `${FORMAT_NAMES[tournament.format.format]} · ${who}`;
}

const day = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Dec 5 – Dec 19" registration, and when the first round starts: the two dates a player plans around. */
export function dateSummary(tournament: TournamentView): { registration: string; start: string } | null {
  const schedule = tournament.schedule;
  const first = schedule?.rounds[0];
  if (!schedule || !first) return null;
  const at = (value: string, format: Intl.DateTimeFormat) =>
    Number.isNaN(Date.parse(value)) ? '–' : format.format(new Date(value));
  return {
    registration: `${at(schedule.registration.start, day)} – ${at(schedule.registration.end, day)}`,
    start: at(first.start, dayAndTime),
  };
}

/**
 * "1500 UOS + 3 Uniqs": every reward's UOS (each is the total its places share) and Uniqs added up exactly;
 * null when there is nothing to win.
 */
export function prizeSummary(tournament: TournamentView): string | null {
  const rewards = tournament.prizepool?.rewards ?? [];
  let units = 0n;
  let uniqs = 0;
  for (const reward of rewards) {
    units += reward.uosAmount ? (tryParseUos(reward.uosAmount) ?? 0n) : 0n;
    for (const uniq of reward.uniqs) uniqs += uniq.quantity;
  }
  const parts = [
    units > 0n ? `${readableUosAmount(units)} UOS` : null,
    uniqs > 0 ? `${uniqs} Uniq${uniqs === 1 ? '' : 's'}` : null,
  ];
  const text = parts.filter(Boolean).join(' + ');
  return text === '' ? null : text;
}
