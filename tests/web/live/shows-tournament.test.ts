// Which cached queries a live "tournament changed" event refreshes: everything under the changed tournament's
// own namespace (['tournament', id, …]: detail, brackets, matches, standings, organizer tables), every list
// (which may contain it), and nothing of another tournament.
import { describe, expect, it } from 'vitest';
import { showsTournament } from '../../../web/app/live/tournament-live-updates.js';
import { tournamentKey } from '../../../web/app/query/tournament-keys.js';

describe('showsTournament', () => {
  it.each([
    [tournamentKey.brackets('a'), true],
    [tournamentKey.standings('a'), true],
    [tournamentKey.match('a', 'm1'), true],
    [tournamentKey.roundManagement('a'), true],
    [tournamentKey.seeds('a'), true],
    [tournamentKey.brackets('b'), false],
    [tournamentKey.myMatch('b'), false],
    [['tournaments', 'list', {}], true],
    [['tournaments', 'detail', 'a'], true],
    [['tournaments', 'detail', 'b'], false],
    [['teams', 'a'], false],
  ])('%j for tournament a: %s', (key, expected) => {
    expect(showsTournament(key, 'a')).toBe(expected);
  });
});
