import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/connection.ts';
import { ApiError } from '../errors.ts';
import {
  findAnswer, isUniqueViolation, recordAnswer, type IdempotencyKey, type RecordAnswer, type StoredAnswer,
} from '../services/idempotency.ts';

/** The client's `Idempotency-Key` header, scoped to the caller; absent means no replay protection. */
export function idempotencyKeyOf(c: Context, userId: number | null): IdempotencyKey | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(key)) {
    throw new ApiError(400, 'The Idempotency-Key header must be 8 to 100 letters, digits, or _.:- characters.');
  }
  return { scope: userId === null ? 'anon' : `user:${userId}`, key, method: c.req.method, path: c.req.path };
}

/**
 * Runs a write at most once per Idempotency-Key. A replay is answered from the stored answer before
 * the write starts, so it counts against no rate limit; the write stores its answer through `record`
 * in the transaction of its change, so a crash keeps both or neither; and a replay racing the first
 * attempt loses on the key's primary key and gets the first attempt's answer. `answer` says what a
 * result looks like on the wire: services return plain results and never build envelopes.
 */
export async function answerOnce<T>(
  db: Db,
  key: IdempotencyKey | null,
  answer: (result: T) => StoredAnswer,
  write: (record: RecordAnswer<T>) => Promise<T>,
): Promise<StoredAnswer> {
  if (!key) return answer(await write(null));
  const replay = await findAnswer(db, key);
  if (replay) return replay;
  try {
    return answer(await write((tx, result) => recordAnswer(tx, key, answer(result))));
  } catch (err) {
    if (isUniqueViolation(err)) {
      const first = await findAnswer(db, key);
      if (first) return first;
    }
    throw err;
  }
}

/** Sends a stored (or just made) answer as it is: an envelope, or the bare value some calls answer. */
export function reply(c: Context, answer: StoredAnswer) {
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}
