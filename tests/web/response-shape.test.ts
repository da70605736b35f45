// Issue 16 §3: the zod-free response check of a first visit agrees with the contract's zod schemas it is
// generated from (web/build/contract-shapes-plugin.ts): what zod accepts passes, what zod refuses is refused.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTRACT_SHAPES, contractShapes } from '../../web/build/contract-shapes-plugin.js';
import { responseShape } from '../../web/app/api/response-shape.js';

const shapes = contractShapes();

function agree(name: keyof typeof CONTRACT_SHAPES, value: unknown) {
  const zod = (CONTRACT_SHAPES[name] as z.ZodType).safeParse(value).success;
  const shape = responseShape(shapes[name]).safeParse(value).success;
  return { zod, shape };
}

const tournament = {
  id: 't1',
  organizationId: 'o1',
  organizationName: 'Nova Events',
  game: { id: 'g', code: 'chess', name: 'Chess', imageUrl: null },
  name: 'Nova Cup',
  status: 'published',
  hidden: false,
  promoted: true,
  publishedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  mainInformation: {
    name: 'Nova Cup',
    platforms: ['windows'],
    partners: [],
    banners: [],
    heroArt: { url: '/h.png', mediaType: 'image' },
  },
  settings: null,
  format: null,
  schedule: null,
  prizepool: { rewards: [{ ranks: { kind: 'RANGE', startRank: 1, endRank: 3 }, uosAmount: '10.00000000', uniqs: [] }] },
  escrow: null,
  leaderboard: { id: 'l1', name: 'Season', kind: 'POINTS' },
  participantCount: 3,
  registrationFull: false,
  viewer: {
    role: 'PARTICIPANT',
    registration: 'DISQUALIFIED',
    disqualification: { reason: 'NO_CHECK_IN' },
    state: 'ELIMINATED',
  },
};
const withChange = (path: string[], value: unknown) => {
  const copy = structuredClone(tournament) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[path.at(-1)!];
  else target[path.at(-1)!] = value;
  return copy;
};

describe('zod-free response shapes', () => {
  it('accept the tournament lists zod accepts', () => {
    for (const list of [
      [],
      [tournament],
      [tournament, withChange(['mainInformation'], null), withChange(['viewer', 'disqualification'], undefined)],
    ]) {
      expect(agree('TournamentList', list)).toEqual({ zod: true, shape: true });
    }
  });

  it('refuse the tournament lists zod refuses, whatever level the mistake is at', () => {
    const wrong = [
      withChange(['status'], 'bogus'),
      withChange(['name'], undefined),
      withChange(['participantCount'], 1.5),
      withChange(['game'], null),
      withChange(['viewer', 'state'], 'NOT_A_STATE'),
      withChange(['mainInformation', 'platforms'], ['amiga']),
      withChange(['prizepool', 'rewards', '0', 'ranks'], { kind: 'SOMEONE' }),
      withChange(['leaderboard', 'kind'], 'ELO'),
    ];
    for (const item of wrong) expect(agree('TournamentList', [item])).toEqual({ zod: false, shape: false });
    expect(agree('TournamentList', { items: [tournament] })).toEqual({ zod: false, shape: false });
  });

  it('read error bodies and live events as zod does', () => {
    expect(
      agree('ErrorBody', { statusCode: 400, message: 'NOT-FOUND', formFieldErrors: { name: 'Required' } }),
    ).toEqual({ zod: true, shape: true });
    expect(agree('ErrorBody', { statusCode: 401, message: { loginUrl: '/idp/auth' } })).toEqual({
      zod: true,
      shape: true,
    });
    expect(agree('ErrorBody', { statusCode: 401, message: { url: '/idp/auth' } })).toEqual({
      zod: false,
      shape: false,
    });
    expect(agree('ErrorBody', { statusCode: 400, message: 'X', formFieldErrors: { name: 3 } })).toEqual({
      zod: false,
      shape: false,
    });
    expect(agree('ErrorBody', 'Bad Gateway')).toEqual({ zod: false, shape: false });
    expect(agree('TournamentChangedEvent', { type: 'tournament-changed', id: 't1' })).toEqual({
      zod: true,
      shape: true,
    });
    expect(agree('TournamentChangedEvent', { type: 'tournament-changed' })).toEqual({ zod: false, shape: false });
  });

  it('say where a response does not fit', () => {
    const result = responseShape(shapes.TournamentList).safeParse([withChange(['viewer', 'state'], 'NOT_A_STATE')]);
    expect(result).toMatchObject({ success: false, error: { message: expect.stringContaining('$[0].viewer.state') } });
  });
});
