// Where every box and connector of an elimination bracket goes, as pure arithmetic: round r is a column,
// match p of round r sits halfway between the two matches that feed it, so a box's place is a formula and the
// boxes inside any viewport are found per column in O(1) (the picture draws only those: 1,023 matches of a
// 1,024-player bracket never sit in the DOM at once). The third-place decider is set apart under the final.
// A losers bracket alternates rounds that halve the field with rounds that keep it (the survivors meet the
// players dropping in from the winners bracket): a "straight" link feeds match p into match p of the next round.

export interface BracketSizes {
  matchWidth: number;
  matchHeight: number;
  /** Horizontal space between two round columns (where the connectors run). */
  columnGap: number;
  /** Vertical space between two first-round matches. */
  rowGap: number;
  /** Space kept above the first row (the round headers sit there). */
  top: number;
  /** Space between the final and the third-place decider, which carries its own label. */
  deciderGap: number;
}

export const DEFAULT_BRACKET_SIZES: BracketSizes = {
  matchWidth: 220,
  matchHeight: 60,
  columnGap: 44,
  rowGap: 14,
  top: 8,
  deciderGap: 56,
};

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How a round feeds the next: two matches into one (halve), or one into one at the same height (straight). */
export type RoundLink = 'halve' | 'straight';

export interface BracketColumn {
  roundIndex: number;
  /** Matches in this round (the decider not counted). */
  count: number;
  /** How this round feeds the next one (the last column: 'halve', unused). */
  link: RoundLink;
  x: number;
  /** y of the first box; box p is at firstY + p * pitch. */
  firstY: number;
  pitch: number;
}

export interface BracketLayout {
  sizes: BracketSizes;
  columns: BracketColumn[];
  /** The third-place decider's box, or null when the bracket has none. */
  decider: Rect | null;
  width: number;
  height: number;
}

/**
 * Lays out a bracket whose round r holds `roundCounts[r]` matches (each round half the one before; a
 * first round that is not a power of two is laid out as if it were full). `links[r]` says how round r feeds
 * round r + 1 (default: every round halves, as in single elimination).
 */
export function layoutBracket(
  roundCounts: readonly number[],
  hasDecider: boolean,
  sizes: BracketSizes = DEFAULT_BRACKET_SIZES,
  links: readonly RoundLink[] = [],
): BracketLayout {
  const basePitch = sizes.matchHeight + sizes.rowGap;
  // halvings[r]: rounds before r that halved the field; a box of round r spans 2^halvings[r] first-round slots.
  const halvings: number[] = [];
  roundCounts.forEach((_, r) => halvings.push(r === 0 ? 0 : halvings[r - 1] + (links[r - 1] === 'straight' ? 0 : 1)));
  const slots = Math.max(1, ...roundCounts.map((count, r) => count * 2 ** halvings[r]));
  const columns = roundCounts.map((count, r) => {
    const span = 2 ** halvings[r];
    return {
      roundIndex: r,
      count,
      link: links[r] ?? 'halve',
      x: r * (sizes.matchWidth + sizes.columnGap),
      // Centred between its feeders: the average of the first `span` first-round slots.
      firstY: sizes.top + ((span - 1) / 2) * basePitch,
      pitch: basePitch * span,
    };
  });
  const last = columns.at(-1);
  let height = sizes.top + slots * basePitch - sizes.rowGap;
  let decider: Rect | null = null;
  if (hasDecider && last) {
    const finalBottom = last.firstY + (last.count - 1) * last.pitch + sizes.matchHeight;
    decider = { x: last.x, y: finalBottom + sizes.deciderGap, width: sizes.matchWidth, height: sizes.matchHeight };
    height = Math.max(height, decider.y + decider.height);
  }
  const width = columns.length === 0 ? 0 : columns.length * (sizes.matchWidth + sizes.columnGap) - sizes.columnGap;
  return { sizes, columns, decider, width, height: Math.max(height, 0) };
}

export function matchRect(layout: BracketLayout, roundIndex: number, position: number): Rect {
  const column = layout.columns[roundIndex];
  return {
    x: column.x,
    y: column.firstY + position * column.pitch,
    width: layout.sizes.matchWidth,
    height: layout.sizes.matchHeight,
  };
}

/** Half-open range [from, to) of items firstY + k·pitch … + extent that meet [top, bottom]. */
function rangeInColumn(firstY: number, pitch: number, extent: number, count: number, top: number, bottom: number) {
  const from = Math.max(0, Math.ceil((top - extent - firstY) / pitch));
  const to = Math.min(count, Math.floor((bottom - firstY) / pitch) + 1);
  return from < to ? { from, to } : { from: 0, to: 0 };
}

export interface VisibleColumn {
  roundIndex: number;
  /** Boxes of the round inside the viewport: positions from … to - 1. */
  from: number;
  to: number;
  /** Connectors leaving this round towards the next whose lines cross the viewport: positions from … to - 1. */
  linkFrom: number;
  linkTo: number;
}

/** What part of the bracket a viewport (in layout coordinates) shows: per column, the boxes and connectors. */
export function visibleColumns(layout: BracketLayout, viewport: Rect): VisibleColumn[] {
  const { matchWidth, matchHeight, columnGap } = layout.sizes;
  const top = viewport.y;
  const bottom = viewport.y + viewport.height;
  const out: VisibleColumn[] = [];
  for (const column of layout.columns) {
    // A column is in view if its boxes or the connectors to its right (up to the next column) are.
    if (column.x > viewport.x + viewport.width || column.x + matchWidth + columnGap < viewport.x) continue;
    const boxes = rangeInColumn(column.firstY, column.pitch, matchHeight, column.count, top, bottom);
    let linkFrom = 0;
    let linkTo = 0;
    const next = layout.columns[column.roundIndex + 1];
    if (next && column.link === 'straight') {
      // A straight connector runs at its box's middle height.
      const lines = rangeInColumn(column.firstY + matchHeight / 2, column.pitch, 0, column.count, top, bottom);
      linkFrom = lines.from;
      linkTo = Math.min(lines.to, next.count);
    } else if (next) {
      // The two connectors into parent q span from child 2q's middle to child 2q+1's middle: find the
      // parents whose span crosses the viewport, then take their children.
      const spanTop = column.firstY + matchHeight / 2;
      const parents = rangeInColumn(spanTop, column.pitch * 2, column.pitch, next.count, top, bottom);
      linkFrom = Math.min(column.count, parents.from * 2);
      linkTo = Math.min(column.count, parents.to * 2);
    }
    out.push({ roundIndex: column.roundIndex, from: boxes.from, to: boxes.to, linkFrom, linkTo });
  }
  return out;
}

/** The connector from match `position` of round `roundIndex` to the match it feeds: an elbow, as an SVG path. */
export function connectorPath(layout: BracketLayout, roundIndex: number, position: number): string {
  const from = matchRect(layout, roundIndex, position);
  const to = matchRect(layout, roundIndex + 1, parentPosition(layout, roundIndex, position));
  return elbowPath(from, to);
}

/** The position in round `roundIndex + 1` of the match that match `position` of round `roundIndex` feeds. */
export function parentPosition(layout: BracketLayout, roundIndex: number, position: number): number {
  return layout.columns[roundIndex].link === 'straight' ? position : position >> 1;
}

/** An elbow connector between two boxes anywhere in a picture: from the right middle of one to the left middle of the other. */
export function elbowPath(from: Rect, to: Rect): string {
  const x1 = from.x + from.width;
  const y1 = from.y + from.height / 2;
  const x2 = to.x;
  const y2 = to.y + to.height / 2;
  const xm = x1 + (x2 - x1) / 2;
  return `M${x1} ${y1}H${xm}V${y2}H${x2}`;
}

/** The column a horizontal scroll offset (layout coordinates) mostly shows. */
export function columnAt(layout: BracketLayout, x: number): number {
  const step = layout.sizes.matchWidth + layout.sizes.columnGap;
  return Math.max(0, Math.min(layout.columns.length - 1, Math.round(x / step)));
}

/**
 * The round the selector marks after a scroll to [left, left + width): the one marked before while it is still
 * wholly in view (a round chosen near the right end, where scrolling stops early, stays chosen), else the
 * column at the left edge.
 */
export function currentColumn(layout: BracketLayout, previous: number, left: number, width: number): number {
  const column = layout.columns[previous];
  if (column && column.x >= left - 1 && column.x + layout.sizes.matchWidth <= left + width + 1) return previous;
  return columnAt(layout, left);
}

/** Zoom after one ctrl/pinch wheel step, kept within [min, max]; the wheel's delta maps to a smooth factor. */
export function zoomAfterWheel(zoom: number, deltaY: number, min: number, max: number): number {
  return clamp(zoom * Math.exp(-deltaY / 300), min, max);
}

/**
 * Scroll offsets that keep the layout point under `anchor` (viewport pixels) still while zooming from
 * `zoom` to `nextZoom`: zooming around the pointer or the viewport centre.
 */
export function scrollForZoom(
  scroll: { left: number; top: number },
  anchor: { x: number; y: number },
  zoom: number,
  nextZoom: number,
): { left: number; top: number } {
  const ratio = nextZoom / zoom;
  return {
    left: Math.max(0, (scroll.left + anchor.x) * ratio - anchor.x),
    top: Math.max(0, (scroll.top + anchor.y) * ratio - anchor.y),
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
