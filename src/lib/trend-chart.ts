/**
 * The scaling of an area guide's trend line: months along, a median per Marla up, with gaps
 * where a month had no price. Pure, so it is unit-tested; the SVG only draws these.
 */

export interface TrendBox {
  width: number;
  height: number;
}

export interface TrendPoint {
  x: number;
  y: number;
  value: number;
  index: number;
}

export interface TrendLayout {
  points: TrendPoint[];
  /** Runs of months in a row that have a value, each drawn as one line ('M x y L x y …'). */
  paths: string[];
  min: number;
  max: number;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Points evenly spaced across the width, the lowest value at the bottom and the highest at the top
 * (a flat line sits in the middle). A month without a value breaks the line rather than joining
 * its neighbours, which would draw a price nobody asked.
 */
export function trendLayout(values: ReadonlyArray<number | null>, box: TrendBox): TrendLayout {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (!known.length) return { points: [], paths: [], min: 0, max: 0 };
  const min = Math.min(...known);
  const max = Math.max(...known);
  const step = values.length > 1 ? box.width / (values.length - 1) : 0;
  const y = (v: number) => (max === min ? box.height / 2 : box.height - ((v - min) / (max - min)) * box.height);
  const points: TrendPoint[] = [];
  const paths: string[] = [];
  let run: string[] = [];
  values.forEach((v, index) => {
    if (v === null || !Number.isFinite(v)) {
      if (run.length) paths.push(run.join(' '));
      run = [];
      return;
    }
    const point = { x: r2(values.length > 1 ? index * step : box.width / 2), y: r2(y(v)), value: v, index };
    points.push(point);
    run.push(`${run.length ? 'L' : 'M'}${point.x} ${point.y}`);
  });
  if (run.length) paths.push(run.join(' '));
  return { points, paths, min, max };
}
