import type { Envelope } from '../contract/envelope.ts';

/** The server answered with an error status; `envelope` is its body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: Envelope | undefined;

  constructor(status: number, message: string, envelope?: Envelope) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
}

/** The request never got an answer (offline, DNS, server down). Offline is a normal state, not a toast. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The network is not reachable.', { cause });
    this.name = 'NetworkError';
  }

  /** The connection was there but nothing came back in time (client.ts's deadline): asking again at once would stall again. */
  get timedOut(): boolean {
    return this.cause instanceof DOMException && this.cause.name === 'TimeoutError';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
