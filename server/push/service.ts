import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database, Db } from '../db/connection.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { describeError, type Log } from '../log.ts';
import { everyInterval, type StopJob } from '../jobs.ts';
import { backlogOf, type Backlog } from '../db/backlog.ts';
import type { PushSubscribeInput } from '../../src/contract/schemas.ts';
import type { PushPayload } from '../../src/contract/types.ts';
import { isAllowedPushEndpoint } from './endpoints.ts';
import { pushSendTime } from './quiet-hours.ts';
import type { VapidKeys } from './vapid.ts';

/** A claimed push that outlives its sender (a crash) may be taken by another after this. */
const CLAIM_SECONDS = 120;
/** Past this many tries a push is given up; the push service itself keeps one for TTL_SECONDS. */
const MAX_ATTEMPTS = 8;
const TTL_SECONDS = 24 * 60 * 60;
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

interface Claimed {
  id: number;
  payload: PushPayload;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  revoked: boolean;
}

/** What the push service answered; `null` when it could not be reached. */
export type PushPost = (endpoint: string, init: { headers: Record<string, string>; body: Buffer }) => Promise<number>;

const postWithFetch: PushPost = async (endpoint, init) => {
  // No redirects: the allowed push service is the only address this request may reach.
  const res = await fetch(endpoint, { method: 'POST', headers: init.headers, body: new Uint8Array(init.body), redirect: 'error', signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
};

/**
 * Web push. A subscription is one browser of a signed-in person, made under one
 * session; pushes to it are queued in the transaction of the alert that causes them and sent by a
 * worker, as mail is (server/mail/queue.ts), so a crash loses none and two servers send none twice.
 * Quiet hours (22:00 to 08:00 Pakistan time) hold a push until the morning. The `web-push` library
 * signs (VAPID, RFC 8292) and encrypts (RFC 8291) each push; our own fetch posts it, with no redirects.
 */
export class PushService {
  /** Tests move the clock to try quiet hours. */
  now: () => Date = () => new Date();

  constructor(
    private readonly database: Database,
    private readonly config: Config,
    private readonly keys: VapidKeys,
    private readonly log: Log,
    private readonly post: PushPost = postWithFetch,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Keeps this browser's subscription for this person and session; the same browser again updates it. */
  async subscribe(userId: number, sessionId: number, input: PushSubscribeInput): Promise<void> {
    if (!isAllowedPushEndpoint(input.Endpoint, this.config.pushServices)) {
      throw new ApiError(400, 'Notifications cannot be sent to this push service.', 'Endpoint');
    }
    await this.database.rows(sql`
      INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
      VALUES (${userId}, ${sessionId}, ${input.Endpoint}, ${input.Keys.P256dh}, ${input.Keys.Auth})
      ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id,
        p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`);
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await this.database.rows(sql`DELETE FROM push_subscriptions WHERE user_id = ${userId} AND endpoint = ${endpoint}`);
  }

  /** How many browsers this person would be notified on. */
  async devices(userId: number): Promise<number> {
    const [row] = await this.database.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM push_subscriptions ps JOIN sessions s ON s.id = ps.session_id
      WHERE ps.user_id = ${userId} AND s.revoked_at IS NULL`);
    return row?.n ?? 0;
  }

  /** Queues a push to each live subscription of this person, inside the caller's transaction. */
  async enqueue(db: Db, userId: number, payload: PushPayload): Promise<number[]> {
    const at = pushSendTime(this.now());
    // Browsers whose session was logged out or revoked hear nothing more: they are let go here.
    await db.execute(sql`
      DELETE FROM push_subscriptions ps USING sessions s
      WHERE s.id = ps.session_id AND ps.user_id = ${userId} AND s.revoked_at IS NOT NULL`);
    const result = await db.execute(sql`
      INSERT INTO push_queue (subscription_id, payload, next_attempt_at)
      SELECT ps.id, ${JSON.stringify(payload)}::jsonb, ${at.toISOString()}::timestamptz
      FROM push_subscriptions ps JOIN sessions s ON s.id = ps.session_id
      WHERE ps.user_id = ${userId} AND s.revoked_at IS NULL
      RETURNING id`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{ id: number }>;
    return rows.map((r) => Number(r.id));
  }

  /** After the commit: sends these pushes if they are due (not held by quiet hours). Never throws. */
  async sendNow(ids: number[]): Promise<void> {
    if (!ids.length) return;
    try {
      await this.deliver(await this.claim(sql`q.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, ids.length));
    } catch (err) {
      this.log('push: sending failed, it stays queued', { level: 'error', ...describeError(err) });
    }
  }

  /** Sends pushes that are due; returns how many the push services took. */
  async drain(limit = 50): Promise<number> {
    return this.deliver(await this.claim(sql`true`, limit));
  }

  /** Pushes not sent yet, given-up ones (due at 'infinity') aside; quiet hours' count as waiting. */
  backlog(): Promise<Backlog> {
    return backlogOf(this.database, 'push_queue', sql`sent_at IS NULL AND next_attempt_at <> 'infinity'::timestamptz`);
  }

  start(intervalMs = 15_000): StopJob {
    return everyInterval(intervalMs, 'push queue: drain', () => this.drain(), this.log);
  }

  private claim(which: ReturnType<typeof sql>, limit: number): Promise<Claimed[]> {
    return this.database.rows<Claimed>(sql`
      WITH claimed AS (
        UPDATE push_queue SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
        WHERE id IN (
          SELECT q.id FROM push_queue q
          WHERE q.sent_at IS NULL AND q.next_attempt_at <= ${this.now().toISOString()}::timestamptz
            AND (q.locked_until IS NULL OR q.locked_until < now()) AND ${which}
          ORDER BY q.id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, payload, attempts, subscription_id)
      SELECT c.id, c.payload, c.attempts, c.subscription_id, ps.endpoint, ps.p256dh, ps.auth, (s.revoked_at IS NOT NULL) AS revoked
      FROM claimed c JOIN push_subscriptions ps ON ps.id = c.subscription_id JOIN sessions s ON s.id = ps.session_id`);
  }

  private async deliver(claimed: Claimed[]): Promise<number> {
    let sent = 0;
    for (const push of claimed) {
      const id = Number(push.id);
      if (push.revoked) {
        // Logged out on that device (or all sessions revoked): it hears nothing more.
        await this.forget(Number(push.subscription_id));
        continue;
      }
      let status: number | null = null;
      let failure: Record<string, unknown> = {};
      try {
        const details = webpush.generateRequestDetails(
          { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
          JSON.stringify(push.payload),
          { vapidDetails: { subject: this.config.vapidSubject, ...this.keys }, TTL: TTL_SECONDS, urgency: 'normal' },
        );
        status = await this.post(details.endpoint, { headers: details.headers as Record<string, string>, body: details.body as Buffer });
      } catch (err) {
        failure = describeError(err);
      }
      if (status !== null && status >= 200 && status < 300) {
        await this.database.rows(sql`UPDATE push_queue SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${id}`);
        sent += 1;
      } else if (status === 404 || status === 410) {
        // The browser dropped the subscription (RFC 8030, section 7.3): so do we, with its queue.
        await this.forget(Number(push.subscription_id));
        this.log('push subscription gone, deleted', { subscriptionId: Number(push.subscription_id), status });
      } else {
        const retry = push.attempts < MAX_ATTEMPTS && (status === null || status === 429 || status >= 500);
        await this.database.rows(sql`
          UPDATE push_queue SET locked_until = NULL, last_error = ${String(failure.error ?? `push service answered ${status}`).slice(0, 500)},
            next_attempt_at = ${retry ? sql`now() + make_interval(secs => ${backoffSeconds(push.attempts)})` : sql`'infinity'::timestamptz`}
          WHERE id = ${id}`);
        this.log(retry ? 'push not sent yet, will retry' : 'push given up', { level: 'warn', pushId: id, status, attempts: push.attempts, ...failure });
      }
    }
    return sent;
  }

  private async forget(subscriptionId: number): Promise<void> {
    await this.database.rows(sql`DELETE FROM push_subscriptions WHERE id = ${subscriptionId}`);
  }
}
