/**
 * Visitors' events for owner insight: a page view, a tap on Call or WhatsApp.
 * Sent at once when online; otherwise kept in a small IndexedDB queue of their own and sent in
 * batches later. Not in the outbox: its entries are the person's own writes, listed for them to
 * edit or discard, and a page view is none of that. Losing a count harms nobody, so the queue is
 * bounded and best effort.
 */
import { createStore, update, type UseStore } from 'idb-keyval';
import { EVENT_MAX_AGE_DAYS, MAX_EVENTS_PER_BATCH, type InsightEvent, type InsightEventKind } from '../contract/insight.ts';
import { ApiError, NetworkError } from '../api/errors.ts';
import { sendEvents } from '../api/insight-events.ts';
import { deviceId } from './reports.ts';
import { setQueuedInsight } from './insight-flag.ts';

const QUEUE_KEY = 'pending';
/** A phone offline for a week of browsing queues a few dozen; past this the oldest go. */
const MAX_QUEUED = 500;
const MAX_AGE_MS = EVENT_MAX_AGE_DAYS * 24 * 60 * 60_000;

let store: UseStore | null = null;
const db = (): UseStore => (store ??= createStore('basera-insight', 'events'));

/** Worth sending again later: no connection, or the server busy or away. A 400 never improves. */
function retryable(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && (error.status === 429 || error.status >= 500));
}

async function enqueue(events: InsightEvent[]): Promise<void> {
  try {
    await update<InsightEvent[]>(QUEUE_KEY, (queued = []) => [...queued, ...events].slice(-MAX_QUEUED), db());
    setQueuedInsight(true);
  } catch {
    // No IndexedDB (some private modes): the count is lost, nothing else.
  }
}

async function deliver(events: InsightEvent[]): Promise<boolean> {
  try {
    await sendEvents({ DeviceId: deviceId(), Events: events });
    return true;
  } catch (error) {
    if (retryable(error)) await enqueue(events);
    return false;
  }
}

/** Records one event of this device; never throws and never waits for the network. */
export function recordEvent(propertyId: number, kind: InsightEventKind): void {
  startInsightSync();
  const event: InsightEvent = { PropertyId: propertyId, Kind: kind, At: new Date().toISOString() };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) void enqueue([event]);
  else void deliver([event]);
}

let flushing = false;

/**
 * Sends what is queued, a batch at a time. Each batch is taken out of the queue in one IndexedDB
 * transaction before it is sent, so two tabs never send the same one (the server would count it
 * once anyway: each device, listing and kind counts once a day).
 */
export async function flushEvents(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (;;) {
      let batch: InsightEvent[] = [];
      const cutoff = Date.now() - MAX_AGE_MS;
      let left = 0;
      await update<InsightEvent[]>(QUEUE_KEY, (queued = []) => {
        const fresh = queued.filter((e) => !e.At || Date.parse(e.At) >= cutoff);
        batch = fresh.slice(0, MAX_EVENTS_PER_BATCH);
        left = fresh.length - batch.length;
        return fresh.slice(MAX_EVENTS_PER_BATCH);
      }, db());
      // A failed batch goes back and sets the flag again (enqueue).
      if (!left) setQueuedInsight(false);
      if (!batch.length || !(await deliver(batch))) return;
    }
  } catch {
    // IndexedDB unavailable: nothing was queued either.
  } finally {
    flushing = false;
  }
}

let started = false;

/** Sends the queue now and whenever the connection comes back. */
export function startInsightSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushEvents());
  if (navigator.onLine !== false) void flushEvents();
}
