import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { insightQuery } from '../../../api/insight.ts';
import { INSIGHT_COUNT_KEYS, type InsightCounts, type ListingInsight as Figures } from '../../../contract/insight.ts';
import { barLayout } from '../../../lib/insight-chart.ts';
import styles from './Insight.module.css';
import { myPropertiesMessages as m } from '../my-properties-messages.ts';

const CHART = { width: 300, height: 48, gap: 2 } as const;

/** 'Views per day over the last 7 days: 5 in all, most on 7 Mar (3).' The busiest day is the latest of equals. */
function describeViews(days: ReadonlyArray<{ Day: string; value: number }>): string {
  const total = days.reduce((s, d) => s + d.value, 0);
  if (!total) return m.insight.summaryNone(days.length);
  let best = days[0]!;
  for (const d of days) if (d.value >= best.value) best = d;
  return m.insight.summary(days.length, total, best.Day, best.value);
}

/** One listing's figures for the last 7 or 30 days: six counts and its views per day. */
export default function ListingInsight({ propertyId, title }: { propertyId: number; title: string }) {
  // One answer for every listing: each card picks its own, and only one request is made.
  const { data, isError } = useQuery({ ...insightQuery(), select: (a) => a.Listings.find((l) => l.PropertyId === propertyId) ?? null });
  const [days, setDays] = useState<7 | 30>(7);
  const headingId = useId();
  if (isError && !data) return <p className={styles.quiet}>{m.insight.loadFailed}</p>;
  if (!data) return null;
  return (
    <section className={styles.insight} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h4 id={headingId} className={styles.heading}>
          {m.insight.heading}<span className="visually-hidden">{m.insight.headingFor(title)}</span>
        </h4>
        <div role="group" aria-label={m.insight.period(title)} className={styles.period}>
          {([7, 30] as const).map((n) => (
            <button key={n} type="button" aria-pressed={days === n} className={styles.periodButton} onClick={() => setDays(n)}>
              {m.insight.days(n)}
            </button>
          ))}
        </div>
      </div>
      <Counts counts={days === 7 ? data.Last7 : data.Last30} />
      <ViewsChart figures={data} days={days} />
    </section>
  );
}

function Counts({ counts }: { counts: InsightCounts }) {
  return (
    <dl className={styles.counts}>
      {INSIGHT_COUNT_KEYS.map((key) => (
        <div key={key} className={styles.count}>
          <dt>{m.insight.counts[key]}</dt>
          <dd className="tabular">{m.insight.number(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function ViewsChart({ figures, days }: { figures: Figures; days: number }) {
  const series = figures.Daily.slice(-days).map((d) => ({ Day: d.Day, value: d.Views }));
  const bars = barLayout(series.map((d) => d.value), CHART);
  const summary = describeViews(series);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} preserveAspectRatio="none" role="img" aria-label={summary} className={styles.svg}>
        <line x1={0} x2={CHART.width} y1={CHART.height - 0.5} y2={CHART.height - 0.5} className={styles.axis} />
        {bars.map((bar, i) => (
          <rect key={series[i]!.Day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={1} className={styles.bar} />
        ))}
      </svg>
      <figcaption className={styles.caption} aria-hidden="true">{summary}</figcaption>
    </figure>
  );
}
