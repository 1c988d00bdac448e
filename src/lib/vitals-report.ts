/**
 * Measures this page load's Core Web Vitals with `web-vitals` and sends them, once the page is hidden
 * (the moment LCP, CLS and INP are final; a phone may never fire `unload`), in one small POST with
 * sendBeacon, which the browser delivers even as the tab closes. A figure that changes after it was
 * sent (the page shown and hidden again) goes out again; nothing is retried or queued offline, as a
 * lost sample costs nothing. Loaded only by sampled page loads (src/contract/vitals-sample.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { API_ROOT, ApiPaths } from '../contract/api-paths.ts';
import { CONNECTION_TYPES, pageKind, type ConnectionType, type VitalName } from '../contract/vitals-labels.ts';
import type { Vital } from '../contract/vitals.ts';

function connectionType(): ConnectionType {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTION_TYPES as readonly string[]).includes(type ?? '') ? (type as ConnectionType) : 'unknown';
}

export function startVitals(): void {
  // The page the visitor landed on: LCP, FCP and TTFB belong to it, and the app's own navigations
  // after it are not page loads.
  const page = pageKind(window.location.pathname);
  const connection = connectionType();
  const pending = new Map<VitalName, Vital>();
  const keep = (metric: Metric) => {
    pending.set(metric.name, { Name: metric.name, Value: Math.max(0, metric.value), Page: page, Connection: connection });
  };
  const send = () => {
    if (!pending.size) return;
    const body = JSON.stringify({ Metrics: [...pending.values()] });
    pending.clear();
    navigator.sendBeacon(`${API_ROOT}/${ApiPaths.vitalsReport}`, new Blob([body], { type: 'application/json' }));
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}
