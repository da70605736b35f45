// Issue 16: a tournament card tells its art, dates, format and prize; a disqualified player's badge says so.
import { describe, expect, it } from 'vitest';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import {
  cardArtUrl,
  dateSummary,
  formatSummary,
  prizeSummary,
} from '../../../web/features/tournaments/components/tournament-card-facts.js';
import { disqualificationText, viewerBadge } from '../../../web/features/tournaments/components/tournament-labels.js';

const base = {
  id: 't1',
  organizationId: 'o1',
  organizationName: 'Nova Events',
  game: { id: 'g', code: 'chess', name: 'Chess', imageUrl: '/uploads/disciplines/chess.svg' },
  name: 'Nova Cup',
  status: 'published',
  hidden: false,
  promoted: false,
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  mainInformation: null,
  settings: null,
  format: null,
  schedule: null,
  prizepool: null,
  escrow: null,
  leaderboard: null,
  participantCount: 0,
  registrationFull: false,
  viewer: { role: 'SPECTATOR', registration: 'NONE', state: 'REGISTRATION_OPEN' },
} as unknown as TournamentView;
const view = (overrides: Record<string, unknown>) => ({ ...base, ...overrides });
const media = (url: string, mediaType: 'image' | 'video' = 'image') => ({ url, mediaType });

describe('tournament card facts', () => {
  it('shows the hero picture, else the background, else the game artwork', () => {
    expect(cardArtUrl(base)).toBe('/uploads/disciplines/chess.svg');
    expect(cardArtUrl(view({ mainInformation: { heroArt: media('/hero.png') } }))).toBe('/hero.png');
    expect(
      cardArtUrl(view({ mainInformation: { heroArt: media('/hero.mp4', 'video'), backgroundArt: media('/bg.jpg') } })),
    ).toBe('/bg.jpg');
    expect(cardArtUrl(view({ game: { id: 'g', code: 'x', name: 'X', imageUrl: null } }))).toBeNull();
  });

  it('names the format and whether teams or players enter', () => {
    expect(formatSummary(base)).toBeNull();
    expect(
      formatSummary(view({ format: { format: 'SWISS_SYSTEM' }, settings: { participantType: 'TEAM_MATCH' } })),
    ).toBe('Swiss system · Teams');
    expect(formatSummary(view({ format: { format: 'SINGLE_ELIMINATION' } }))).toBe('Single elimination · Solo');
  });

  it('gives the registration dates and the first round start', () => {
    const schedule = {
      registration: { start: '2026-12-01T10:00:00.000Z', end: '2026-12-15T10:00:00.000Z' },
      checkIn: { start: '2026-12-15T10:00:00.000Z', end: '2026-12-15T11:00:00.000Z' },
      rounds: [{ start: '2026-12-15T12:00:00.000Z', end: '2026-12-15T13:00:00.000Z' }],
    };
    const dates = dateSummary(view({ schedule }));
    expect(dates?.registration).toMatch(/^Dec \d+ – Dec \d+$/);
    expect(dates?.start).toMatch(/^Dec 15, \d+:00/);
    expect(dateSummary(base)).toBeNull();
  });

  it('adds the prize pool up exactly: UOS decimals and Uniq counts', () => {
    expect(prizeSummary(base)).toBeNull();
    const prizepool = {
      rewards: [
        { ranks: { kind: 'FIRST' }, uosAmount: '1000.10000000', uniqs: [{ factoryId: 'f', quantity: 2 }] },
        { ranks: { kind: 'RANGE', startRank: 2, endRank: 4 }, uosAmount: '0.20000001', uniqs: [] },
        { ranks: { kind: 'ALL' }, uniqs: [{ factoryId: 'g', quantity: 1 }] },
      ],
    };
    expect(prizeSummary(view({ prizepool }))).toBe('1000.30000001 UOS + 3 Uniqs');
    expect(
      prizeSummary(view({ prizepool: { rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '50', uniqs: [] }] } })),
    ).toBe('50 UOS');
  });
});

describe('the viewer badge', () => {
  it('reads Disqualified, with the reason, for a player who did not check in', () => {
    const viewer = {
      role: 'PARTICIPANT',
      registration: 'DISQUALIFIED',
      disqualification: { reason: 'NO_CHECK_IN' },
      state: 'ELIMINATED',
    } as const;
    expect(viewerBadge(viewer)).toEqual({ label: 'Disqualified', tone: 'danger' });
    expect(disqualificationText(viewer)).toBe(
      'You were disqualified because you did not check in before check-in closed.',
    );
    expect(viewerBadge(base.viewer)).toEqual({ label: 'Registration open', tone: 'success' });
    expect(disqualificationText(base.viewer)).toBeNull();
  });
});
