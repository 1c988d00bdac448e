import { trendLayout } from '../../lib/trend-chart.ts';
import styles from './Guides.module.css';

const BOX = { width: 300, height: 110 };
const PAD = { top: 14, bottom: 22, inline: 8 };

interface Props {
  /** One value a month, oldest first; null for a month with no price. */
  values: ReadonlyArray<number | null>;
  /** The months' labels, the same length. */
  months: readonly string[];
  /** A value as the page writes it ("PKR 45 Lakh"). */
  format: (value: number) => string;
  /** What the chart shows, said in words for those who cannot see it. */
  summary: string;
}

/**
 * A year's trend as an inline SVG drawn by React, so the server's page carries the chart itself (it
 * reads offline once seen, and no chart library reaches the browser). Always left to right, as
 * time runs in Urdu charts too; the labels around it follow the page's direction.
 */
export function TrendChart({ values, months, format, summary }: Props) {
  const { points, paths, min, max } = trendLayout(values, BOX);
  const last = points.at(-1);
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`${-PAD.inline} ${-PAD.top} ${BOX.width + PAD.inline * 2} ${BOX.height + PAD.top + PAD.bottom}`}
        role="img"
        aria-label={summary}
        className={styles.chartSvg}
      >
        <line x1={0} x2={BOX.width} y1={BOX.height} y2={BOX.height} className={styles.axis} />
        <line x1={0} x2={BOX.width} y1={0} y2={0} className={styles.grid} />
        {paths.map((d) => <path key={d} d={d} className={styles.line} />)}
        {points.map((p) => <circle key={p.index} cx={p.x} cy={p.y} r={p === last ? 4 : 2.5} className={p === last ? styles.lastDot : styles.dot} />)}
        <text x={0} y={-4} className={styles.chartLabel}>{format(max)}</text>
        {max !== min ? <text x={0} y={BOX.height - 4} className={styles.chartLabel}>{format(min)}</text> : null}
        <text x={0} y={BOX.height + 16} className={styles.chartLabel}>{months[0]}</text>
        <text x={BOX.width} y={BOX.height + 16} textAnchor="end" className={styles.chartLabel}>{months.at(-1)}</text>
      </svg>
    </figure>
  );
}
