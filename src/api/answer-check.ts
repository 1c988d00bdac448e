/**
 * Main reads checked against the contract's answer schemas before a screen uses them.
 * An answer from the app's own release gets a look at its keys (answer-keys.ts); one
 * from another release the full schemas (valibot), loaded then, so no first load carries them. A mismatch is an error the page shows with its retry, and,
 * when the server is a newer release, the banner saying this app is out of date.
 */
import type { AnswerKind } from '../contract/answer-schemas.ts';
import { hasAnswerKeys } from '../contract/answer-keys.ts';
import { isOwnRelease, noteUnreadableAnswer } from './server-version.ts';

/** The server's answer had fields missing or of another type than this app reads. */
export class AnswerShapeError extends Error {
  readonly outdated: boolean;

  constructor(outdated: boolean) {
    super(outdated ? 'This version of the app cannot read the answer.' : 'The answer could not be read.');
    this.name = 'AnswerShapeError';
    this.outdated = outdated;
  }
}

let schemas: Promise<typeof import('../contract/answer-schemas.ts')> | undefined;

export async function checkAnswer<T>(kind: AnswerKind, data: T): Promise<T> {
  // The app's own release: its fields are the contract's, a look at the keys is enough (and keeps
  // valibot off every first load). Another release: the full schema.
  const readable = isOwnRelease()
    ? hasAnswerKeys(kind, data)
    : (await (schemas ??= import('../contract/answer-schemas.ts'))).readsAs(kind, data);
  if (readable) return data;
  throw new AnswerShapeError(noteUnreadableAnswer());
}
