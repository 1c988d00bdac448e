/**
 * Core Web Vitals from real phones: the app measures them with the `web-vitals` library on a sample
 * of page loads (src/contract/vitals-sample.ts, src/lib/vitals-report.ts) and sends them in one small POST when the page is hidden;
 * the server adds them to histograms in /metrics (server/services/vitals.ts). Only these fixed
 * names, page kinds and connection types are accepted, so a report cannot create a new series.
 * Shared by the client and the server; no React, no Node.
 */
import * as v from 'valibot';
import { CLS_MAX, CONNECTION_TYPES, PAGE_KINDS, VITAL_MAX_MS, VITAL_NAMES } from './vitals-labels.ts';

const VitalSchema = v.pipe(
  v.object({
    Name: v.picklist(VITAL_NAMES, `Name must be one of ${VITAL_NAMES.join(', ')}.`),
    Value: v.pipe(v.number('Value must be a number.'), v.finite('Value must be a number.'), v.minValue(0, 'Value must be at least 0.')),
    Page: v.picklist(PAGE_KINDS, `Page must be one of ${PAGE_KINDS.join(', ')}.`),
    Connection: v.picklist(CONNECTION_TYPES, `Connection must be one of ${CONNECTION_TYPES.join(', ')}.`),
  }),
  v.check((m) => m.Value <= (m.Name === 'CLS' ? CLS_MAX : VITAL_MAX_MS), `Value is out of range for its Name (CLS at most ${CLS_MAX}, timings at most ${VITAL_MAX_MS} ms).`),
);
export type Vital = v.InferOutput<typeof VitalSchema>;

/** One page load's figures: each name at most once. */
export const VitalsReportSchema = v.object({
  Metrics: v.pipe(
    v.array(VitalSchema, 'Metrics must be a list.'),
    v.minLength(1, 'Metrics must have at least one entry.'),
    v.maxLength(VITAL_NAMES.length, `Metrics must have at most ${VITAL_NAMES.length} entries.`),
    v.check((list) => new Set(list.map((m) => m.Name)).size === list.length, 'Metrics must name each measure at most once.'),
  ),
});
export type VitalsReport = v.InferOutput<typeof VitalsReportSchema>;
