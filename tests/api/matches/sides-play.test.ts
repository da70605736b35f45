// Sides (issue 30) through the API: a format declares two sides (validated), a Swiss with sides is drawn with the
// engine's colours (no entrant three times running on one side, per-game sides alternating in a best-of), its
// standings show each side history, its TRF export reads back as the rounds played, and a bracket gives game 1's
// first side to the higher seed.
import { describe, expect, it } from 'vitest';
import type { BracketsView, MatchView, StandingsView } from '../../../src/contract/matches.js';
import { readTrf } from '../../../src/domain/index.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { call } from '../teams/people-kit.js';
import { playBetterSeedWins, publishPlayable, registerAndCheckIn } from './play-kit.js';
import { playSuite } from './play-suite.js';

const chessSides = { names: ['White', 'Black'], firstGame: 'HIGHER_SEED' };

describe.each(testEngines())('sides played on %s', (engine) => {
  const clock = new ManualClock();
  const suite = playSuite(engine, clock, { tag: 'sd', organization: 'Sides Events', players: 6 });

  const cast = () => [...suite.sessions].map(([id, session]) => ({ id, session }));

  it("offers the game's sides and refuses two sides with one name", async () => {
    const games = await call<{ code: string; sides?: unknown }[]>(suite.server, 'GET', '/disciplines');
    expect(games.body.find((game) => game.code === 'chess')?.sides).toEqual(chessSides);
    clock.set(Date.now());
    const t = await publishPlayable(suite.server, suite.organizer, clock, {
      rounds: 2,
      format: { format: 'SWISS_SYSTEM', numberOfRounds: 2, maxParticipants: 8, sides: chessSides },
    });
    const view = await call<{ format: { sides: unknown } }>(suite.server, 'GET', `/tournaments/${t.id}`, {
      session: suite.organizer,
    });
    expect(view.body.format.sides).toEqual(chessSides);
    const draft = await call<{ id: string }>(suite.server, 'POST', '/tournaments', {
      session: suite.organizer,
      json: { disciplineCode: 'chess', name: 'Bad sides' },
    });
    const bad = await call(suite.server, 'PUT', `/tournaments/${draft.body.id}/sections/format`, {
      session: suite.organizer,
      json: {
        ...(view.body.format as object),
        sides: { names: ['White', ' white '], firstGame: 'TOSS' },
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.formFieldErrors ?? {}).join()).toMatch(/sides\.names\.1/);
  });

  it('draws Swiss rounds with the engine colours and exports a TRF that reads back', async () => {
    clock.set(Date.now() + 5 * 24 * 3600_000);
    const t = await publishPlayable(suite.server, suite.organizer, clock, {
      rounds: 5,
      name: 'Sides Swiss',
      format: { format: 'SWISS_SYSTEM', numberOfRounds: 5, maxParticipants: 8, bestOf: [1], sides: chessSides },
    });
    await registerAndCheckIn(suite.server, clock, t, suite.players);
    const view: BracketsView = await playBetterSeedWins(suite.server, clock, t, cast(), 5, suite.organizer);
    const duels = view.matches.filter((m) => m.status !== 'BYE');
    expect(duels).toHaveLength(15);
    for (const match of duels) {
      const [first, second] = match.sides.map((side) => side.seed!);
      // Swiss stores its pairs first side first.
      expect(match.sideNames).toEqual(['White', 'Black']);
      expect(match.gameSides).toEqual([first]);
      expect(second).not.toBe(first);
      expect(match.sides.map((side) => side.side)).toEqual(['FIRST', 'SECOND']);
    }
    // A match's detail (what the player's match card reads) carries the same sides as the brackets.
    const detail = await call<{ match: MatchView }>(suite.server, 'GET', `/matches/${t.id}/${duels[0].id}`, {
      session: suite.organizer,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.match.gameSides).toEqual(duels[0].gameSides);
    expect(detail.body.match.sides.map((side) => side.side)).toEqual(['FIRST', 'SECOND']);
    // Round 1: the top seed of each pair by FIDE's initial colour (odd pairing numbers White).
    const opening = duels.find((m) => m.roundIndex === 0 && m.sides.some((s) => s.seed === 1))!;
    expect(opening.gameSides![0]).toBe(1);
    const standings = await call<StandingsView>(suite.server, 'GET', `/matches/${t.id}/tiebreaker-leaderboard`, {
      session: suite.organizer,
    });
    for (const row of standings.body.rows) {
      expect(row.sideHistory).toMatch(/^[WB-]{5}$/);
      // No three in a row before the last round; colour difference within ±2.
      expect(row.sideHistory!.slice(0, 4)).not.toMatch(/WWW|BBB/);
      const difference = [...row.sideHistory!].reduce((d, c) => d + (c === 'W' ? 1 : c === 'B' ? -1 : 0), 0);
      expect(Math.abs(difference)).toBeLessThanOrEqual(2);
    }

    const trf = await suite.server.api(`/tournaments/${t.id}/trf`, { method: 'GET', session: suite.organizer });
    expect(trf.status).toBe(200);
    expect(trf.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(trf.headers.get('content-disposition')).toBe('attachment; filename="Sides-Swiss.trf"');
    const history = readTrf(await trf.text());
    expect(history.names).toHaveLength(6);
    expect(history.numberOfRounds).toBe(5);
    for (let r = 0; r < 5; r++) {
      const played = duels
        .filter((m) => m.roundIndex === r)
        .map((m) => `${m.gameSides![0]}-${m.sides.find((s) => s.side === 'SECOND')!.seed}`)
        .sort();
      const read = history.rounds[r].games.map((g) => `${g.white + 1}-${g.black + 1}`).sort();
      expect(read).toEqual(played);
    }

    const stranger = await call(suite.server, 'GET', `/tournaments/${t.id}/trf`, { session: suite.players[0] });
    expect(stranger.status).toBe(404);
  });

  it('gives the higher seed the first side of a bracket match, alternates a best-of, and has no TRF', async () => {
    clock.set(Date.now() + 10 * 24 * 3600_000);
    const t = await publishPlayable(suite.server, suite.organizer, clock, {
      rounds: 3,
      name: 'Sides Bracket',
      format: { format: 'SINGLE_ELIMINATION', maxParticipants: 8, bestOf: [1, 1, 3], sides: chessSides },
    });
    await registerAndCheckIn(suite.server, clock, t, suite.players);
    // Two rounds played: the best-of-3 final gets its sides when its second entrant arrives.
    const view = await playBetterSeedWins(suite.server, clock, t, cast(), 2, suite.organizer);
    const played = view.matches.filter((m) => m.sides.every((side) => side.seed !== null) && m.status !== 'BYE');
    expect(played.length).toBeGreaterThan(2);
    for (const match of played) {
      const seeds = match.sides.map((side) => side.seed!);
      const higher = Math.min(...seeds);
      const lower = Math.max(...seeds);
      expect(match.gameSides).toEqual(match.bestOf === 3 ? [higher, lower, higher] : [higher]);
    }
    expect(played.some((match) => match.bestOf === 3 && match.status === 'READY')).toBe(true);
    const trf = await call(suite.server, 'GET', `/tournaments/${t.id}/trf`, { session: suite.organizer });
    expect(trf.status).toBe(409);
    expect(trf.body.message).toBe('TRF-SWISS-ONLY');
  });
});
