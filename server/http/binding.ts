import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from '../errors.ts';
import { Messages } from '../../src/contract/messages.ts';

/**
 * The original API bound query and JSON keys without regard to case (ASP.NET style), and clients
 * written against the spec send e.g. `cityId`, `PropertyId` and `Id`. Keys are folded onto the
 * schema's own spelling before validation, which the generic validator middleware cannot do.
 */
export function foldKeys(input: Record<string, unknown>, canonical: readonly string[]): Record<string, unknown> {
  const byLower = new Map(canonical.map((k) => [k.toLowerCase(), k]));
  // Every declared key is present (undefined when absent) so a missing field fails with its own
  // message ('Password field is required'), not valibot's generic "Invalid key".
  const out: Record<string, unknown> = Object.fromEntries(canonical.map((k) => [k, undefined]));
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(input)) {
    const name = byLower.get(key.toLowerCase());
    if (name !== undefined && !seen.has(name)) {
      seen.add(name);
      out[name] = value;
    }
  }
  return out;
}

type ObjectSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/** The keys an object schema (or a piped one) declares, to fold incoming keys onto. */
function entriesOf(schema: ObjectSchema): string[] {
  const s = schema as { entries?: object; pipe?: ReadonlyArray<{ entries?: object }> };
  return Object.keys(s.entries ?? s.pipe?.[0]?.entries ?? {});
}

/**
 * No form of ours nests values more than a few levels; a body nested thousands deep (sent to
 * overflow the stack of whatever walks it) is refused as bad input before anything walks it further.
 */
const MAX_DEPTH = 16;

/** PostgreSQL text cannot hold NUL; such input is refused here rather than failing in the database. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (depth > MAX_DEPTH) throw new ApiError(400, `${path || 'The request'} is nested too deeply.`, path || undefined);
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const hit = findNul(item, path, depth + 1);
      if (hit) return hit;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const hit = findNul(item, path ? `${path}.${key}` : key, depth + 1);
      if (hit) return hit;
    }
  }
  return null;
}

/** Validates with a contract schema; the first issue becomes a 400 naming the field and the spec's message. */
export function parseWith<S extends v.GenericSchema>(schema: S, raw: Record<string, unknown>): v.InferOutput<S> {
  const folded = foldKeys(raw, entriesOf(schema as unknown as ObjectSchema));
  const nul = findNul(folded, '');
  if (nul) throw new ApiError(400, `${nul} contains characters that are not allowed.`, nul);
  const result = v.safeParse(schema, folded);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue ? v.getDotPath(issue) ?? undefined : undefined;
  throw new ApiError(400, issue?.message ?? Messages.invalidRequest, field ?? undefined);
}

/** Reads a JSON object body; a missing, malformed or non-object body is a clear 400. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'The request body must be JSON (Content-Type: application/json).');
  }
  let parsed: unknown;
  try {
    parsed = await c.req.json();
  } catch (err) {
    if (err instanceof ApiError) throw err; // the body limit's 413
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  // One flow of the original client sends the criteria as a JSON string holding JSON.
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      throw new ApiError(400, 'The request body is not valid JSON.');
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
