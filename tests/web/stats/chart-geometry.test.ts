import { describe, expect, it } from 'vitest';
import { chartPoints, polylinePoints } from '../../../web/features/stats/components/chart-geometry.js';

const box = { width: 100, height: 50, padding: 5 };

describe('points chart geometry', () => {
  it('spreads points evenly and scales from 0 (bottom) to the maximum (top)', () => {
    const points = chartPoints([0, 5, 10], box);
    expect(points).toEqual([
      { x: 5, y: 45, value: 0 },
      { x: 50, y: 25, value: 5 },
      { x: 95, y: 5, value: 10 },
    ]);
    expect(polylinePoints(points)).toBe('5,45 50,25 95,5');
  });

  it('centres a single result, keeps negative values in the box and handles all-zero series', () => {
    expect(chartPoints([7], box)).toEqual([{ x: 50, y: 5, value: 7 }]);
    const negative = chartPoints([-10, 10], box);
    expect(negative.map((p) => p.y)).toEqual([45, 5]);
    expect(chartPoints([0, 0], box).map((p) => p.y)).toEqual([45, 45]);
    expect(chartPoints([], box)).toEqual([]);
  });
});
