import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_BRACKET_SIZES,
  columnAt,
  connectorPath,
  currentColumn,
  layoutBracket,
  matchRect,
  scrollForZoom,
  visibleColumns,
  zoomAfterWheel,
  type BracketLayout,
  type Rect,
} from '../../../web/features/brackets/components/bracket-geometry.js';

const countsFor = (size: number) => Array.from({ length: Math.log2(size) }, (_, r) => size >> (r + 1));
const centreY = (rect: Rect) => rect.y + rect.height / 2;
const meets = (a: Rect, b: Rect) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

function allBoxes(layout: BracketLayout) {
  return layout.columns.flatMap((column) =>
    Array.from({ length: column.count }, (_, p) => ({
      round: column.roundIndex,
      p,
      rect: matchRect(layout, column.roundIndex, p),
    })),
  );
}

describe('bracket geometry', () => {
  it('puts every match halfway between the two matches that feed it, one column per round', () => {
    const layout = layoutBracket(countsFor(1024), true);
    expect(layout.columns).toHaveLength(10);
    for (let r = 0; r + 1 < layout.columns.length; r++) {
      expect(layout.columns[r + 1].x).toBe(
        layout.columns[r].x + DEFAULT_BRACKET_SIZES.matchWidth + DEFAULT_BRACKET_SIZES.columnGap,
      );
      for (let q = 0; q < layout.columns[r + 1].count; q++) {
        const parent = matchRect(layout, r + 1, q);
        expect(centreY(parent)).toBeCloseTo(
          (centreY(matchRect(layout, r, 2 * q)) + centreY(matchRect(layout, r, 2 * q + 1))) / 2,
        );
      }
    }
  });

  it('never overlaps two boxes, keeps them all inside the picture, and sets the decider apart below the final', () => {
    for (const size of [2, 4, 8, 64]) {
      const layout = layoutBracket(countsFor(size), size >= 4);
      const boxes = allBoxes(layout).map((box) => box.rect);
      if (layout.decider) boxes.push(layout.decider);
      for (let i = 0; i < boxes.length; i++) {
        const box = boxes[i];
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
        for (let j = i + 1; j < boxes.length; j++) {
          const other = boxes[j];
          const overlap =
            box.x < other.x + other.width &&
            other.x < box.x + box.width &&
            box.y < other.y + other.height &&
            other.y < box.y + box.height;
          expect(overlap, `${size}: boxes ${i} and ${j}`).toBe(false);
        }
      }
      if (layout.decider) {
        const final = matchRect(layout, layout.columns.length - 1, 0);
        expect(layout.decider.x).toBe(final.x);
        expect(layout.decider.y).toBeGreaterThanOrEqual(final.y + final.height + DEFAULT_BRACKET_SIZES.deciderGap);
      }
    }
  });

  it('finds exactly the boxes inside any viewport, and every connector crossing it', () => {
    const layout = layoutBracket(countsFor(256), false);
    const boxes = allBoxes(layout);
    fc.assert(
      fc.property(
        fc.integer({ min: -300, max: layout.width }),
        fc.integer({ min: -300, max: layout.height }),
        fc.integer({ min: 50, max: 2000 }),
        fc.integer({ min: 50, max: 3000 }),
        (x, y, width, height) => {
          const viewport = { x, y, width, height };
          const visible = visibleColumns(layout, viewport);
          const shown = new Set(
            visible.flatMap((column) =>
              Array.from({ length: column.to - column.from }, (_, k) => `${column.roundIndex}:${column.from + k}`),
            ),
          );
          const expected = boxes.filter((box) => meets(box.rect, viewport)).map((box) => `${box.round}:${box.p}`);
          for (const key of expected) expect(shown.has(key), key).toBe(true);
          // Only boxes of the columns in view are drawn, never a whole column "just in case".
          for (const key of shown) {
            const [round, p] = key.split(':').map(Number);
            const rect = matchRect(layout, round, p);
            expect(rect.y + rect.height >= y && rect.y <= y + height, key).toBe(true);
          }
          // Every connector whose elbow crosses the viewport is drawn.
          for (const column of layout.columns.slice(0, -1)) {
            for (let p = 0; p < column.count; p++) {
              const child = matchRect(layout, column.roundIndex, p);
              const parent = matchRect(layout, column.roundIndex + 1, p >> 1);
              const top = Math.min(centreY(child), centreY(parent));
              const bounds = {
                x: child.x + child.width,
                y: top,
                width: parent.x - child.x - child.width,
                height: Math.abs(centreY(child) - centreY(parent)),
              };
              if (!meets(bounds, viewport)) continue;
              const drawn = visible.find((v) => v.roundIndex === column.roundIndex);
              expect(drawn && p >= drawn.linkFrom && p < drawn.linkTo, `link ${column.roundIndex}:${p}`).toBe(true);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('draws a connector as an elbow from the right middle of a match to the left middle of the one it feeds', () => {
    const layout = layoutBracket(countsFor(8), false);
    const child = matchRect(layout, 0, 3);
    const parent = matchRect(layout, 1, 1);
    const path = connectorPath(layout, 0, 3);
    expect(path.startsWith(`M${child.x + child.width} ${centreY(child)}`)).toBe(true);
    expect(path.endsWith(`V${centreY(parent)}H${parent.x}`)).toBe(true);
  });

  it('keeps the point under the pointer still while zooming, and clamps the zoom', () => {
    const scroll = { left: 400, top: 900 };
    const anchor = { x: 120, y: 300 };
    const next = scrollForZoom(scroll, anchor, 1, 1.5);
    expect((next.left + anchor.x) / 1.5).toBeCloseTo((scroll.left + anchor.x) / 1);
    expect((next.top + anchor.y) / 1.5).toBeCloseTo((scroll.top + anchor.y) / 1);
    expect(zoomAfterWheel(1, -100, 0.25, 2)).toBeGreaterThan(1);
    expect(zoomAfterWheel(1, 100, 0.25, 2)).toBeLessThan(1);
    expect(zoomAfterWheel(1.9, -10_000, 0.25, 2)).toBe(2);
    expect(zoomAfterWheel(0.3, 10_000, 0.25, 2)).toBe(0.25);
  });

  it('tells which round column a horizontal scroll shows', () => {
    const layout = layoutBracket(countsFor(16), false);
    expect(columnAt(layout, 0)).toBe(0);
    expect(columnAt(layout, layout.columns[2].x + 10)).toBe(2);
    expect(columnAt(layout, 1e6)).toBe(3);
  });

  it('keeps the chosen round marked while it stays in view, even where scrolling stops short of it', () => {
    const layout = layoutBracket(countsFor(1024), false);
    const width = 1260;
    const maxLeft = layout.width - width;
    // The final was chosen; the scroll stops at the right end, whose left edge shows round 6.
    expect(columnAt(layout, maxLeft)).toBeLessThan(9);
    expect(currentColumn(layout, 9, maxLeft, width)).toBe(9);
    // Scrolled back to the start: the final is out of view, the left edge decides.
    expect(currentColumn(layout, 9, 0, width)).toBe(0);
  });
});
