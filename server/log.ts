import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream } from 'pino';

/**
 * Structured logs: one JSON object per line, written by pino.
 * JSON escapes CR, LF and every control character, so text a user sent (a path, a title in an error)
 * cannot start a forged line, and log collectors read the fields without parsing prose.
 *
 * The rest of the server sees only `Log`, a function, so no module depends on pino's API.
 */
export type LogFields = Record<string, unknown> & { level?: 'info' | 'warn' | 'error' };
export type Log = (msg: string, fields?: LogFields) => void;

/**
 * The request being served, if any. A log line written anywhere below a request (a service, the
 * mail transport) carries its id without every call passing it along.
 */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function withRequestId<T>(requestId: string, run: () => T): T {
  return requestScope.run({ requestId }, run);
}

/**
 * Field names whose values never reach a log, whatever a caller passes by mistake. Redaction is a
 * second line: the callers already log ids and messages, not bodies (describeError below drops a
 * failed query's parameters).
 */
const REDACTED = ['password', 'newPassword', 'token', 'authorization', 'cookie', 'secret', 'body', 'html', 'text']
  .flatMap((key) => [key, `*.${key}`]);

/**
 * E-mail addresses and Pakistani mobile numbers, wherever a line holds one (a driver's message, a
 * path such as the marketing phone's, an SMTP server's refusal that quotes the recipient): a log is
 * read by more people than the database, and keeps longer. The numbers as people write them:
 * 03001234567, 0300-1234567, +923001234567, 923001234567.
 */
const EMAIL_IN_LINE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const MOBILE_IN_LINE = /(?<![\w+])(?:\+92|92|0)3\d{2}[- ]?\d{7}(?!\w)/g;

export function maskPersonal(line: string): string {
  return line.replace(EMAIL_IN_LINE, '[e-mail]').replace(MOBILE_IN_LINE, '[phone]');
}

export function jsonLogger(write?: (line: string) => void): Log {
  // Synchronous writes: a line logged just before process.exit (a failed start, the end of a
  // shutdown) is not lost in a buffer. The volume is a few lines per request at most.
  const destination: DestinationStream = write
    ? { write: (chunk: string) => write(chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk) }
    : pino.destination({ dest: 1, sync: true });
  const logger = pino({
    // pid tells instances and cluster workers apart; the host name is the collector's to add.
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // 'info' rather than 30: the lines are read by people as often as by collectors.
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
    redact: { paths: REDACTED, censor: '[redacted]' },
    hooks: { streamWrite: maskPersonal },
  }, destination);
  return (msg, fields = {}) => {
    const { level = 'info', ...rest } = fields;
    logger[level](rest, msg);
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
