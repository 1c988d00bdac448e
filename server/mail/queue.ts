import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection.ts';
import { mailQueue } from '../db/schema.ts';
import { describeError, type Log } from '../log.ts';
import { everyInterval, type StopJob } from '../jobs.ts';
import { backlogOf, type Backlog } from '../db/backlog.ts';
import type { Mailer, MailMessage } from './transport.ts';

/** How long a claimed mail is left to its sender before another may take it (a crashed sender). */
const CLAIM_SECONDS = 120;
/** Waits between tries: a minute, then longer, up to six hours; a mail is never given up. */
const backoffSeconds = (attempts: number) => Math.min(6 * 3600, 60 * 2 ** Math.max(0, attempts - 1));

interface Claimed {
  id: number;
  message: MailMessage;
  created_at: Date | string;
  attempts: number;
}

/**
 * The durable mail queue. `enqueue` writes a mail in the caller's transaction, so
 * the change and its mail commit together; `sendNow` then tries at once, within the request as
 * before, and whatever fails (a full disk, the mail server away, a crash in between) is sent later
 * by `drain`, which any number of server processes may run: rows are claimed with
 * FOR UPDATE SKIP LOCKED, which PostgreSQL and PGlite both run, and a claim that outlives a crashed
 * sender expires. No job-queue library was used: the established ones (pg-boss, graphile-worker)
 * are written for a pool of PostgreSQL connections (graphile-worker also wakes on LISTEN/NOTIFY), and
 * neither says it runs on PGlite's single embedded connection; one table and one claim query do.
 */
export class MailQueue {
  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly log: Log,
  ) {}

  /** Adds a mail inside the caller's transaction; returns its id for `sendNow`. */
  async enqueue(db: Db, message: MailMessage): Promise<number> {
    const [row] = await db.insert(mailQueue)
      .values({ recipient: message.to, subject: message.subject, message })
      .returning({ id: mailQueue.id });
    return row!.id;
  }

  /** After the commit: sends these mails now if no one else is. Never throws; a failure waits in the queue. */
  async sendNow(ids: number[]): Promise<void> {
    if (!ids.length) return;
    try {
      const claimed = await this.claim(sql`id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, ids.length);
      await this.deliver(claimed);
    } catch (err) {
      this.log('mail queue: sending failed, it stays queued', { level: 'error', ...describeError(err) });
    }
  }

  /** Sends mail that is due; returns how many went. */
  async drain(limit = 20): Promise<number> {
    const claimed = await this.claim(sql`true`, limit);
    return this.deliver(claimed);
  }

  private claim(which: ReturnType<typeof sql>, limit: number): Promise<Claimed[]> {
    return this.database.rows<Claimed>(sql`
      UPDATE mail_queue SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM mail_queue
        WHERE sent_at IS NULL AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now()) AND ${which}
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, message, created_at, attempts`);
  }

  private async deliver(claimed: Claimed[]): Promise<number> {
    let sent = 0;
    for (const mail of claimed) {
      const id = Number(mail.id);
      try {
        await this.mailer.send(mail.message, { id, createdAt: new Date(mail.created_at) });
        await this.database.rows(sql`UPDATE mail_queue SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${id}`);
        sent += 1;
      } catch (err) {
        const reason = describeError(err);
        await this.database.rows(sql`
          UPDATE mail_queue SET locked_until = NULL, last_error = ${String(reason.error ?? 'failed').slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(mail.attempts)})
          WHERE id = ${id}`);
        this.log('mail not sent yet, will retry', { level: 'warn', mailId: id, attempts: mail.attempts, ...reason });
      }
    }
    return sent;
  }

  /** Mail not sent yet: every row is retried until it goes, so all unsent rows wait. */
  backlog(): Promise<Backlog> {
    return backlogOf(this.database, 'mail_queue', sql`sent_at IS NULL`);
  }

  /** Runs `drain` every `intervalMs` until stopped; one round at a time. */
  start(intervalMs = 5_000): StopJob {
    return everyInterval(intervalMs, 'mail queue: drain', () => this.drain(), this.log);
  }
}
