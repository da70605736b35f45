// What an elimination picture draws, for single and double elimination alike: one or more brackets ("parts",
// each a column layout from bracket-geometry.ts placed at an offset), a few boxes set apart (the third-place
// decider, the grand final and its reset) with the connectors that reach them, the round selector's chips and
// the viewer's path. Pure: a brackets view in, numbers and matches out, so the picture component only draws.
import type { BracketsView, MatchView } from '../../../../src/contract/matches.js';
import {
  DEFAULT_BRACKET_SIZES,
  currentColumn,
  elbowPath,
  layoutBracket,
  matchRect,
  type BracketLayout,
  type Rect,
  type RoundLink,
} from './bracket-geometry.js';
import { eliminationModel, viewerMatchIds } from './brackets-model.js';

export interface PicturePart {
  id: 'MAIN' | 'WINNERS' | 'LOSERS';
  /** "Winners bracket"; null when the picture is one bracket (its round names then head the columns). */
  title: string | null;
  /** rounds[c][p]: match p (top to bottom) of column c. */
  rounds: MatchView[][];
  /** Column headings ("Round 1", "Semifinals", "Final"). */
  roundNames: string[];
  /** Names that stand alone, for the round selector and the cards' labels ("Losers round 3"). */
  fullNames: string[];
  layout: BracketLayout;
  /** Where the part's layout starts in the picture. */
  x: number;
  y: number;
}

/** A match drawn apart from the columns, placed in picture coordinates, with the heading above it. */
export interface PictureBox {
  match: MatchView;
  rect: Rect;
  heading: string;
  label: string;
}

/** A connector outside the parts' columns (a bracket's final into the grand final), between two matches. */
export interface PictureLink {
  fromId: string;
  toId: string;
  d: string;
}

/** A round selector entry: a column of a part, or a box set apart. */
export type PictureChip = { name: string; part: number; column: number } | { name: string; box: number };

export interface BracketPicture {
  parts: PicturePart[];
  boxes: PictureBox[];
  links: PictureLink[];
  chips: PictureChip[];
  /** Ids of the matches the viewer played or plays. */
  viewerPath: ReadonlySet<string>;
  width: number;
  height: number;
}

/** Room above a titled part for its title and its column headings. */
export const PART_HEADER = 52;
/** Space between the winners and the losers bracket. */
export const PART_GAP = 40;
/** Room above a box set apart for its heading. */
export const BOX_HEADER = 22;

const sizes = DEFAULT_BRACKET_SIZES;

export function singleEliminationPicture(view: BracketsView): BracketPicture {
  const model = eliminationModel(view);
  const layout = layoutBracket(
    model.rounds.map((round) => round.length),
    model.decider !== null,
  );
  const part: PicturePart = {
    id: 'MAIN',
    title: null,
    rounds: model.rounds,
    roundNames: model.roundNames,
    fullNames: model.roundNames,
    layout,
    x: 0,
    y: 0,
  };
  const boxes: PictureBox[] =
    model.decider && layout.decider
      ? [{ match: model.decider, rect: layout.decider, heading: 'Third place', label: 'Third place decider' }]
      : [];
  return {
    parts: [part],
    boxes,
    links: [],
    chips: model.roundNames.map((name, column) => ({ name, part: 0, column })),
    viewerPath: model.viewerPath,
    width: layout.width,
    height: layout.height,
  };
}

/** Columns of one bracket: its matches grouped by round (in play order), each round top to bottom by position. */
function bracketColumns(matches: readonly MatchView[]): MatchView[][] {
  const byRound = new Map<number, MatchView[]>();
  for (const match of matches) {
    const list = byRound.get(match.roundIndex);
    if (list) list.push(match);
    else byRound.set(match.roundIndex, [match]);
  }
  return [...byRound.keys()]
    .sort((a, b) => a - b)
    .map((round) => byRound.get(round)!.sort((a, b) => a.position - b.position));
}

function winnersRoundName(column: number, count: number): string {
  if (column === count - 1) return 'Final';
  if (column === count - 2 && count >= 3) return 'Semifinals';
  return `Round ${column + 1}`;
}

const losersRoundName = (column: number, count: number) => (column === count - 1 ? 'Final' : `Round ${column + 1}`);

/**
 * The bracket reset is stored from the start but drawn only once it is to be played: before the grand final is
 * decided it waits for opponents, and when the winners-bracket champion takes the grand final it ends as a bye.
 */
export function resetIsPlayed(match: MatchView): boolean {
  return match.status !== 'PENDING' && match.status !== 'BYE';
}

/**
 * Double elimination: the winners bracket on top, the losers bracket under it (its rounds alternately keep the
 * field, as players drop in from the winners bracket, and halve it), the grand final to the right of both,
 * between the two brackets' finals, and the reset beside it once it is to be played.
 */
export function doubleEliminationPicture(view: BracketsView): BracketPicture {
  const matches = view.matches;
  const winners = bracketColumns(matches.filter((match) => match.bracket === 'WINNERS'));
  const losers = bracketColumns(matches.filter((match) => match.bracket === 'LOSERS'));
  const grandFinal = matches.find((match) => match.bracket === 'GRAND_FINAL') ?? null;
  const reset = matches.find((match) => match.bracket === 'GRAND_FINAL_RESET' && resetIsPlayed(match)) ?? null;

  const winnersLayout = layoutBracket(
    winners.map((round) => round.length),
    false,
  );
  // Losers round 1 keeps its field (the winners bracket's round 2 losers drop in), round 2 halves it, and so on.
  const losersLinks = losers.map((_, c): RoundLink => (c % 2 === 0 ? 'straight' : 'halve'));
  const losersLayout = layoutBracket(
    losers.map((round) => round.length),
    false,
    sizes,
    losersLinks,
  );
  const winnersNames = winners.map((_, c) => winnersRoundName(c, winners.length));
  const losersNames = losers.map((_, c) => losersRoundName(c, losers.length));
  const parts: PicturePart[] = [
    {
      id: 'WINNERS',
      title: 'Winners bracket',
      rounds: winners,
      roundNames: winnersNames,
      fullNames: winnersNames.map((name) => `Winners ${name.toLowerCase()}`),
      layout: winnersLayout,
      x: 0,
      y: PART_HEADER,
    },
  ];
  if (losers.length > 0) {
    parts.push({
      id: 'LOSERS',
      title: 'Losers bracket',
      rounds: losers,
      roundNames: losersNames,
      fullNames: losersNames.map((name) => `Losers ${name.toLowerCase()}`),
      layout: losersLayout,
      x: 0,
      y: PART_HEADER + winnersLayout.height + PART_GAP + PART_HEADER,
    });
  }

  const boxes: PictureBox[] = [];
  const links: PictureLink[] = [];
  const finalOf = (part: PicturePart | undefined) => {
    const column = part ? part.rounds.length - 1 : -1;
    if (!part || column < 0 || part.rounds[column].length === 0) return null;
    const rect = matchRect(part.layout, column, 0);
    return { match: part.rounds[column][0], rect: { ...rect, x: rect.x + part.x, y: rect.y + part.y } };
  };
  const winnersFinal = finalOf(parts[0]);
  const losersFinal = finalOf(parts[1]);
  let width = Math.max(...parts.map((part) => part.x + part.layout.width));
  const last = parts.at(-1)!;
  let height = last.y + last.layout.height;
  if (grandFinal) {
    const x = width + sizes.columnGap;
    const ends = [winnersFinal, losersFinal].filter((end) => end !== null);
    const middle =
      ends.length > 0
        ? ends.reduce((sum, end) => sum + end.rect.y + end.rect.height / 2, 0) / ends.length
        : PART_HEADER + sizes.matchHeight / 2;
    const rect = { x, y: middle - sizes.matchHeight / 2, width: sizes.matchWidth, height: sizes.matchHeight };
    boxes.push({ match: grandFinal, rect, heading: 'Grand final', label: 'Grand final' });
    for (const end of ends) links.push({ fromId: end.match.id, toId: grandFinal.id, d: elbowPath(end.rect, rect) });
    width = x + sizes.matchWidth;
    if (reset) {
      const resetRect = { ...rect, x: x + sizes.matchWidth + sizes.columnGap };
      boxes.push({ match: reset, rect: resetRect, heading: 'Bracket reset', label: 'Grand final reset' });
      links.push({ fromId: grandFinal.id, toId: reset.id, d: elbowPath(rect, resetRect) });
      width = resetRect.x + sizes.matchWidth;
    }
    height = Math.max(height, rect.y + rect.height);
  }
  const chips: PictureChip[] = parts.flatMap((part, p) =>
    part.fullNames.map((name, column) => ({ name, part: p, column })),
  );
  boxes.forEach((box, b) => chips.push({ name: box.label, box: b }));
  return {
    parts,
    boxes,
    links,
    chips,
    viewerPath: viewerMatchIds(view.matches, view.viewerSeed),
    width,
    height,
  };
}

/** A match's box in picture coordinates, wherever it is drawn; null when the picture does not draw it. */
export function pictureRectOf(picture: BracketPicture, matchId: string): Rect | null {
  for (const box of picture.boxes) if (box.match.id === matchId) return box.rect;
  for (const part of picture.parts) {
    for (let c = 0; c < part.rounds.length; c++) {
      const p = part.rounds[c].findIndex((match) => match.id === matchId);
      if (p < 0) continue;
      const rect = matchRect(part.layout, c, p);
      return { ...rect, x: rect.x + part.x, y: rect.y + part.y };
    }
  }
  return null;
}

/** The viewer's latest match in play order (their current one, or the one they went out in), or null. */
export function latestViewerMatch(picture: BracketPicture, matches: readonly MatchView[]): MatchView | null {
  let latest: MatchView | null = null;
  for (const match of matches) {
    if (!picture.viewerPath.has(match.id)) continue;
    if (!latest || match.roundIndex > latest.roundIndex) latest = match;
  }
  return latest;
}

/** Where a chip leads: the column's (or the box's) left edge and, for a column, its boxes' vertical extent. */
export function chipTarget(picture: BracketPicture, chip: PictureChip): { x: number; top: number; bottom: number } {
  if ('box' in chip) {
    const rect = picture.boxes[chip.box].rect;
    return { x: rect.x, top: rect.y, bottom: rect.y + rect.height };
  }
  const part = picture.parts[chip.part];
  const column = part.layout.columns[chip.column];
  const lastY = column.firstY + Math.max(0, column.count - 1) * column.pitch + part.layout.sizes.matchHeight;
  return { x: part.x + column.x, top: part.y + column.firstY, bottom: part.y + lastY };
}

/**
 * The chip the selector marks after a scroll to [left, left + width) × [top, top + height): a box set apart
 * stays marked while it is in view; otherwise the bracket the middle of the view is in follows the scroll as a
 * single-elimination bracket does (currentColumn).
 */
export function currentChip(
  picture: BracketPicture,
  previous: number,
  view: { left: number; top: number; width: number; height: number },
): number {
  const before = picture.chips[previous];
  if (before && 'box' in before) {
    const rect = picture.boxes[before.box].rect;
    const inX = rect.x >= view.left - 1 && rect.x + rect.width <= view.left + view.width + 1;
    const inY = rect.y + rect.height >= view.top && rect.y <= view.top + view.height;
    if (inX && inY) return previous;
  }
  const middle = view.top + view.height / 2;
  let p = 0;
  for (let k = 0; k < picture.parts.length; k++) if (picture.parts[k].y - PART_HEADER <= middle) p = k;
  const part = picture.parts[p];
  const previousColumn = before && 'part' in before && before.part === p ? before.column : -1;
  const column = currentColumn(part.layout, previousColumn, view.left - part.x, view.width);
  const found = picture.chips.findIndex((chip) => 'part' in chip && chip.part === p && chip.column === column);
  return found < 0 ? Math.max(0, previous) : found;
}
