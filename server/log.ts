/**
 * Structured logs: one JSON object per line (issue 14, item 12). JSON escapes CR, LF and every
 * control character, so text a user sent (a path, a title in an error) cannot start a forged line,
 * and log collectors read the fields without parsing prose.
 */
export type LogFields = Record<string, unknown> & { level?: 'info' | 'warn' | 'error' };
export type Log = (msg: string, fields?: LogFields) => void;

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Log {
  return (msg, fields = {}) => {
    const { level = 'info', ...rest } = fields;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...rest }));
  };
}

interface QueryFailure {
  query: string;
  params: unknown[];
  cause?: unknown;
}

const isQueryFailure = (err: unknown): err is QueryFailure =>
  typeof err === 'object' && err !== null && 'query' in err && 'params' in err;

/**
 * What an error says, safe to log. A failed query's message and stack carry its parameters (session
 * token hashes, whole listing rows): only the statement, with its $n placeholders, and the database's
 * own message and code are kept. A database error's `detail` (which quotes the row's values) is dropped.
 */
export function describeError(err: unknown): Record<string, unknown> {
  if (isQueryFailure(err)) {
    const cause = err.cause as { message?: unknown; code?: unknown } | undefined;
    return {
      error: 'query failed',
      query: err.query.slice(0, 2000),
      cause: typeof cause?.message === 'string' ? cause.message : undefined,
      code: typeof cause?.code === 'string' ? cause.code : undefined,
    };
  }
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return { error: err.message, code: typeof code === 'string' ? code : undefined, stack: err.stack?.split('\n').slice(1, 8).join('\n') };
  }
  return { error: String(err) };
}
