import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { idempotencyRecords } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export interface IdempotencyKey {
  scope: string;
  key: string;
  method: string;
  path: string;
}

/** What a request was answered, as sent: kept so that its replays get the same. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Given to a write that may be replayed: stores, in the transaction of its change, the answer its
 * replays will get (server/http/idempotency.ts decides what that answer looks like). Null when
 * the request carried no Idempotency-Key.
 */
export type RecordAnswer<T> = ((tx: Db, result: T) => Promise<void>) | null;

/** Records are kept this long: an outbox entry may wait a week on a phone that stays offline. */
export const IDEMPOTENCY_DAYS = 8;

/**
 * An anonymous key is bound to what was sent: two strangers who happen to send the same key (a
 * careless client, or one copying another's requests) each get their own record, while a replay of
 * the same request, byte for byte as the outbox stores it, still finds the first answer. A key
 * reused with another body is treated as a new request rather than refused: nothing is lost and
 * no one learns another's answer. Signed-in keys are already scoped to their account.
 */
export function bindToRequest(k: IdempotencyKey | null, input: unknown, files: ReadonlyArray<{ sha256: Uint8Array }> = []): IdempotencyKey | null {
  if (!k || k.scope !== 'anon') return k;
  const hash = createHash('sha256').update(JSON.stringify(input));
  for (const f of files) hash.update(f.sha256);
  return { ...k, scope: `anon:${hash.digest('base64url').slice(0, 22)}` };
}

export async function findAnswer(db: Db, k: IdempotencyKey): Promise<StoredAnswer | null> {
  const [row] = await db.select().from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.scope, k.scope), eq(idempotencyRecords.key, k.key))).limit(1);
  if (!row) return null;
  if (row.path !== k.path || row.method !== k.method) {
    throw new ApiError(409, 'This Idempotency-Key was already used for a different request.');
  }
  return { status: row.status, body: JSON.parse(row.body) as unknown };
}

/**
 * Whether some anonymous request with this key was answered: before its body is read, a replay
 * cannot be told by its fingerprint yet, and must not be refused by a budget it was counted in.
 */
export async function answeredAnonymously(db: Db, k: IdempotencyKey): Promise<boolean> {
  const [row] = await db.select({ key: idempotencyRecords.key }).from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.key, k.key), like(idempotencyRecords.scope, 'anon:%'),
      eq(idempotencyRecords.path, k.path), eq(idempotencyRecords.method, k.method))).limit(1);
  return row !== undefined;
}

/** Written in the same transaction as the change it answers, so a crash keeps both or neither. */
export async function recordAnswer(tx: Db, k: IdempotencyKey, answer: StoredAnswer): Promise<void> {
  await tx.insert(idempotencyRecords).values({
    scope: k.scope, key: k.key, method: k.method, path: k.path, status: answer.status, body: JSON.stringify(answer.body),
  });
}

export async function purgeOldAnswers(db: Db): Promise<void> {
  await db.delete(idempotencyRecords).where(sql`${idempotencyRecords.createdAt} < now() - make_interval(days => ${IDEMPOTENCY_DAYS})`);
}

/** The name of the unique index or constraint a violation broke (PostgreSQL and PGlite both give it). */
export const violatedConstraint = (err: unknown): string | undefined => {
  const name = (e: unknown) => (typeof e === 'object' && e !== null && 'constraint' in e ? (e as { constraint: unknown }).constraint : undefined);
  const found = name(err) ?? name((err as { cause?: unknown } | null)?.cause);
  return typeof found === 'string' ? found : undefined;
};

export const isUniqueViolation = (err: unknown): boolean => {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  // Drizzle wraps driver errors; the code sits on the error or its cause.
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
};
