// @vitest-environment jsdom
// Round management shows each side's match check-in (issue 26 §3) while the match waits to be played, and a no-show
// after the window, so the organizer sees who is awaited before deciding or undoing a walkover.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MatchSides } from '../../../web/features/round-management/components/match-sides.js';
import type { MatchView } from '../../../src/contract/matches.js';
import { duelDetail, entrant } from '../match-play/match-detail-builder.js';

afterEach(cleanup);

const entrants = [entrant(1, 'Ana'), entrant(2, 'Bo')];
const base = duelDetail().match;
const withCheckIn = (status: MatchView['status'], readySeeds: number[], noShowSeeds: number[] = []): MatchView => ({
  ...base,
  status,
  checkIn: { endsAt: '2026-12-06T10:10:00.000Z', readySeeds, noShowSeeds },
});
const tags = (match: MatchView) =>
  [...render(<MatchSides match={match} entrants={entrants} />).container.querySelectorAll('[data-check-in]')].map(
    (tag) => `${tag.parentElement?.textContent?.replace(tag.textContent ?? '', '')}: ${tag.textContent}`,
  );

describe('MatchSides check-in', () => {
  it('says who is ready and who is awaited while the window runs', () => {
    expect(tags(withCheckIn('READY', [2]))).toEqual(['Ana: Not checked in', 'Bo: Ready']);
  });

  it('keeps a no-show on the walkover and says nothing of check-in once the match is played', () => {
    expect(tags(withCheckIn('WALKOVER', [2], [1]))).toEqual(['Ana: No-show']);
    expect(tags(withCheckIn('COMPLETED', [1, 2]))).toEqual([]);
  });

  it('shows nothing when the tournament has no check-in', () => {
    expect(tags({ ...base, status: 'READY', checkIn: null })).toEqual([]);
  });
});

// Issue 30 §3: the organizer's pairings list says which side each entrant plays, as the bracket does.
describe('MatchSides sides', () => {
  const sides = (match: MatchView) =>
    [
      ...render(<MatchSides match={match} entrants={entrants} />).container.querySelectorAll(
        '[data-testid="side-marker"]',
      ),
    ].map((marker) => `${marker.getAttribute('data-side')} ${marker.textContent}`);

  it('marks White and Black on a match whose games have sides', () => {
    const match: MatchView = {
      ...base,
      sideNames: ['White', 'Black'],
      sides: [
        { ...base.sides[0], side: 'SECOND' },
        { ...base.sides[1], side: 'FIRST' },
      ],
    };
    expect(sides(match)).toEqual(['SECOND Black', 'FIRST White']);
  });

  it('marks nothing when the games have no sides', () => {
    expect(sides(base)).toEqual([]);
  });
});
