// Pure geometry of the small points chart: values in, SVG coordinates out. No chart library needed.

export interface ChartBox {
  width: number;
  height: number;
  padding: number;
}

export interface ChartPoint {
  x: number;
  y: number;
  value: number;
}

/** Evenly spaced points, scaled so the smallest value (or 0) sits at the bottom and the largest at the top. */
export function chartPoints(values: number[], box: ChartBox): ChartPoint[] {
  if (values.length === 0) return [];
  const min = Math.min(0, ...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const innerWidth = box.width - 2 * box.padding;
  const innerHeight = box.height - 2 * box.padding;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: round(values.length > 1 ? box.padding + index * step : box.width / 2),
    y: round(box.padding + innerHeight - ((value - min) / span) * innerHeight),
    value,
  }));
}

export function polylinePoints(points: ChartPoint[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(' ');
}

const round = (value: number) => Math.round(value * 100) / 100;
