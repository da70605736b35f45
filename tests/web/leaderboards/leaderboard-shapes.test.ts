// The zod-free leaderboard shapes the public pages parse with (virtual:leaderboard-shapes) agree with the
// contract's zod schemas they are generated from: what zod accepts passes, what zod refuses is refused.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LEADERBOARD_SHAPES, contractShapes } from '../../../web/build/contract-shapes-plugin.js';
import { responseShape } from '../../../web/app/api/response-shape.js';

const shapes = contractShapes(LEADERBOARD_SHAPES);
const agree = (name: keyof typeof LEADERBOARD_SHAPES, value: unknown) => ({
  zod: (LEADERBOARD_SHAPES[name] as z.ZodType).safeParse(value).success,
  shape: responseShape(shapes[name]).safeParse(value).success,
});

const row = {
  rank: 1,
  position: 1,
  name: 'Ann',
  avatarUrl: null,
  userId: 'u1',
  teamId: null,
  points: 10,
  bestPlacement: 1,
  tournamentsPlayed: 1,
};
const standings = {
  leaderboardId: 'l1',
  kind: 'POINTS',
  total: 1,
  page: 1,
  pageSize: 50,
  rows: [row],
  viewerRow: null,
};
const item = {
  id: 'l1',
  name: 'Season',
  subname: null,
  kind: 'RANK',
  displayStatus: 'COMPLETE',
  organizationName: 'Nova',
  disciplineCode: null,
  disciplineName: null,
  tournamentCount: 0,
  participantCount: 0,
  privateAccess: false,
  endedAt: null,
  prizepool: { rewards: [{ id: 'r', ranks: { kind: 'SPECIFIC', rank: 4 }, uosAmount: '1', uniqs: [] }] },
};

describe('leaderboard response shapes', () => {
  it('accept what the contract accepts', () => {
    expect(agree('LeaderboardStandings', standings)).toEqual({ zod: true, shape: true });
    expect(agree('LeaderboardStandings', { ...standings, viewerRow: row })).toEqual({ zod: true, shape: true });
    expect(agree('LeaderboardList', [item])).toEqual({ zod: true, shape: true });
  });

  it('refuse what the contract refuses', () => {
    expect(agree('LeaderboardStandings', { ...standings, kind: 'ELO' })).toEqual({ zod: false, shape: false });
    expect(agree('LeaderboardStandings', { ...standings, rows: [{ ...row, rank: '1' }] })).toEqual({
      zod: false,
      shape: false,
    });
    expect(agree('LeaderboardList', [{ ...item, displayStatus: 'ENDED' }])).toEqual({ zod: false, shape: false });
    expect(agree('LeaderboardDetail', { ...item })).toEqual({ zod: false, shape: false });
  });
});
