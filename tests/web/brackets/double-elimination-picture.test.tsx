// @vitest-environment jsdom
// The double elimination picture draws views produced by playing the real engine: winners bracket on top,
// losers bracket under it, the grand final beside both and the reset only once it is to be played.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BracketsPicture } from '../../../web/features/brackets/components/brackets-panel.js';
import { matchRect, type Rect } from '../../../web/features/brackets/components/bracket-geometry.js';
import {
  PART_HEADER,
  currentChip,
  doubleEliminationPicture,
  pictureRectOf,
  type BracketPicture,
} from '../../../web/features/brackets/components/bracket-picture-model.js';
import { doubleEliminationView, playDoubleElimination } from './double-elimination-fixture.js';
import { entrantName } from '../../support/brackets-fixtures.js';

afterEach(cleanup);

const cards = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-match-id]')];
const centreY = (rect: Rect) => rect.y + rect.height / 2;
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function allRects(picture: BracketPicture): { id: string; rect: Rect }[] {
  const out = picture.boxes.map((box) => ({ id: box.match.id, rect: box.rect }));
  for (const part of picture.parts) {
    part.rounds.forEach((round, c) =>
      round.forEach((match, p) => {
        const rect = matchRect(part.layout, c, p);
        out.push({ id: match.id, rect: { ...rect, x: rect.x + part.x, y: rect.y + part.y } });
      }),
    );
  }
  return out;
}

describe('double elimination picture model', () => {
  it('splits the matches into a winners and a losers bracket, columns in play order, and a grand final apart', () => {
    const view = doubleEliminationView({ participants: 8, passes: Infinity, grandFinalWinner: 'LOSERS' });
    const picture = doubleEliminationPicture(view);
    expect(picture.parts.map((part) => part.title)).toEqual(['Winners bracket', 'Losers bracket']);
    expect(picture.parts[0].rounds.map((round) => round.length)).toEqual([4, 2, 1]);
    expect(picture.parts[1].rounds.map((round) => round.length)).toEqual([2, 2, 1, 1]);
    expect(picture.parts[0].roundNames).toEqual(['Round 1', 'Semifinals', 'Final']);
    expect(picture.parts[1].fullNames).toEqual(['Losers round 1', 'Losers round 2', 'Losers round 3', 'Losers final']);
    expect(picture.boxes.map((box) => box.heading)).toEqual(['Grand final', 'Bracket reset']);
    expect(picture.chips.map((chip) => chip.name)).toEqual([
      'Winners round 1',
      'Winners semifinals',
      'Winners final',
      'Losers round 1',
      'Losers round 2',
      'Losers round 3',
      'Losers final',
      'Grand final',
      'Grand final reset',
    ]);
    // Every match is drawn exactly once.
    const drawn = allRects(picture).map((entry) => entry.id);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.sort()).toEqual(view.matches.map((match) => match.id).sort());
  });

  it('shows the reset only when it is played: not before the grand final, not when the winners champion takes it', () => {
    const before = doubleEliminationPicture(doubleEliminationView({ participants: 6, passes: 5 }));
    expect(before.boxes.map((box) => box.heading)).toEqual(['Grand final']);
    const champion = doubleEliminationView({ participants: 6, passes: Infinity, grandFinalWinner: 'WINNERS' });
    const played = playDoubleElimination({ participants: 6, passes: Infinity, grandFinalWinner: 'WINNERS' });
    // The top seed wins the grand final here: the reset is a bye, never played, never drawn.
    expect(champion.matches.find((match) => match.id === `de-${played.layout.resetMatch}`)?.status).toBe('BYE');
    expect(doubleEliminationPicture(champion).boxes.map((box) => box.heading)).toEqual(['Grand final']);
    const reset = doubleEliminationPicture(
      doubleEliminationView({ participants: 6, passes: Infinity, grandFinalWinner: 'LOSERS' }),
    );
    expect(reset.boxes.map((box) => box.label)).toEqual(['Grand final', 'Grand final reset']);
    const none = doubleEliminationPicture(doubleEliminationView({ participants: 6, passes: 2, grandFinal: 'NONE' }));
    expect(none.boxes).toEqual([]);
    expect(none.links).toEqual([]);
  });

  it('keeps a losers round that takes players dropping in level with the round before, and centres halving rounds', () => {
    const picture = doubleEliminationPicture(doubleEliminationView({ participants: 32, passes: 0 }));
    const losers = picture.parts[1];
    expect(losers.rounds.map((round) => round.length)).toEqual([8, 8, 4, 4, 2, 2, 1, 1]);
    for (let c = 0; c + 1 < losers.rounds.length; c++) {
      for (let q = 0; q < losers.rounds[c + 1].length; q++) {
        const parent = centreY(matchRect(losers.layout, c + 1, q));
        if (c % 2 === 0) expect(parent).toBeCloseTo(centreY(matchRect(losers.layout, c, q)));
        else {
          const children = [2 * q, 2 * q + 1].map((p) => centreY(matchRect(losers.layout, c, p)));
          expect(parent).toBeCloseTo((children[0] + children[1]) / 2);
        }
      }
    }
  });

  it('never overlaps two boxes or a bracket with the title of the next, and keeps everything inside the picture', () => {
    for (const participants of [3, 4, 5, 8, 13, 16, 64]) {
      const picture = doubleEliminationPicture(
        doubleEliminationView({ participants, passes: Infinity, grandFinalWinner: 'LOSERS' }),
      );
      const rects = allRects(picture).map((entry) => entry.rect);
      for (let i = 0; i < rects.length; i++) {
        expect(rects[i].x).toBeGreaterThanOrEqual(0);
        expect(rects[i].y).toBeGreaterThanOrEqual(PART_HEADER);
        expect(rects[i].x + rects[i].width).toBeLessThanOrEqual(picture.width);
        expect(rects[i].y + rects[i].height).toBeLessThanOrEqual(picture.height);
        for (let j = i + 1; j < rects.length; j++) expect(overlap(rects[i], rects[j])).toBe(false);
      }
      const [winners, losers] = picture.parts;
      expect(losers.y - PART_HEADER).toBeGreaterThan(winners.y + winners.layout.height);
      // The grand final sits right of both brackets, between their finals.
      const grandFinal = picture.boxes[0].rect;
      expect(grandFinal.x).toBeGreaterThan(Math.max(winners.layout.width, losers.layout.width));
      const finals = [winners, losers].map((part) => pictureRectOf(picture, part.rounds.at(-1)![0].id)!);
      expect(centreY(grandFinal)).toBeCloseTo((centreY(finals[0]) + centreY(finals[1])) / 2);
    }
  });

  it('marks the round of the bracket in the middle of the view, and a box set apart while it is in view', () => {
    const picture = doubleEliminationPicture(doubleEliminationView({ participants: 16, passes: 0 }));
    const losers = picture.parts[1];
    const step = losers.layout.columns[1].x;
    const view = { left: 2 * step, top: losers.y, width: 600, height: 400 };
    expect(picture.chips[currentChip(picture, 0, view)].name).toBe('Losers round 3');
    expect(picture.chips[currentChip(picture, 0, { ...view, top: 0 })].name).toBe('Winners semifinals');
    const grandFinal = picture.chips.findIndex((chip) => chip.name === 'Grand final');
    const box = picture.boxes[0].rect;
    expect(currentChip(picture, grandFinal, { left: box.x - 100, top: box.y - 100, width: 600, height: 400 })).toBe(
      grandFinal,
    );
  });
});

describe('double elimination picture', () => {
  it('draws both brackets with their titles and round names, and the grand final', () => {
    const view = doubleEliminationView({ participants: 8, passes: 4, viewerSeed: 3 });
    const { container } = render(<BracketsPicture view={view} />);
    expect(screen.getByRole('region', { name: 'Double elimination bracket' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Winners bracket' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Losers bracket' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Grand final:/ })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Grand final reset/ })).toBeNull();
    const chips = within(screen.getByRole('navigation', { name: 'Rounds' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toContain('Losers final');
    // Everything but the unplayed reset is drawn for 8 players.
    expect(cards(container)).toHaveLength(view.matches.length - 1);
    const firstLosers = screen.getByRole('group', { name: /^Losers round 1, match 1:/ });
    expect(firstLosers.closest('[data-part]')?.getAttribute('data-part')).toBe('LOSERS');
  });

  it("highlights the viewer's matches in both brackets and the connectors between them", () => {
    const view = doubleEliminationView({
      participants: 8,
      passes: Infinity,
      viewerSeed: 2,
      grandFinalWinner: 'LOSERS',
    });
    const { container } = render(<BracketsPicture view={view} />);
    const mine = cards(container)
      .filter((card) => card.dataset.viewer === 'true')
      .map((card) => card.dataset.matchId);
    const expected = view.matches
      .filter((match) => match.sides.some((side) => side.seed === 2))
      .map((match) => match.id);
    expect(mine.sort()).toEqual(expected.sort());
    expect(container.querySelectorAll('[data-testid="viewer-path"]').length).toBeGreaterThan(0);
    // Winners are named and emphasised wherever they are drawn.
    const grandFinal = screen.getByRole('group', { name: /^Grand final:/ });
    const winner = view.matches.find((match) => match.id === grandFinal.dataset.matchId)!.winnerSeed!;
    expect(grandFinal.querySelector('[data-winner="true"]')?.textContent).toContain(entrantName(winner));
  });

  it('fades a losers-bracket match between two byes, which is never played', () => {
    const view = doubleEliminationView({ participants: 5, passes: 1 });
    const { container } = render(<BracketsPicture view={view} />);
    const voids = cards(container).filter((card) => card.dataset.void === 'true');
    const expected = view.matches.filter((match) => match.sides.every((side) => side.bye));
    expect(expected.length).toBeGreaterThan(0);
    expect(voids.map((card) => card.dataset.matchId).sort()).toEqual(expected.map((match) => match.id).sort());
    expect(voids.every((card) => card.closest('[data-part]')?.getAttribute('data-part') === 'LOSERS')).toBe(true);
  });

  it('keeps the DOM light for 1,024 players: only what is in view is drawn', () => {
    const big = doubleEliminationView({ participants: 1024, passes: 2 });
    expect(big.matches.length).toBeGreaterThan(2000);
    const { container } = render(<BracketsPicture view={big} />);
    const drawn = cards(container);
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(150);
    expect(screen.getByRole('group', { name: /^Winners round 1, match 1:/ })).toBeTruthy();
  });

  it('zooms with the buttons like the single elimination picture', () => {
    const { container } = render(<BracketsPicture view={doubleEliminationView({ participants: 5, passes: 3 })} />);
    const canvas = container.querySelector<HTMLElement>('[data-testid="bracket-canvas"]')!;
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(canvas.style.transform).toBe('scale(1.25)');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(canvas.style.transform).toBe('scale(1)');
  });
});
