/**
 * The app's notifications (docs/product.md, sections 8 and 9): success, info, warning and error, each with a
 * title line and an optional text line. Call `notify.error('Title', 'Text')` from anywhere.
 *
 * The toast library and views (about 5 KiB gzip) load with the first message, not with the first page:
 * most visits show none, and the home page's first load has a budget (tests/e2e/budget.spec.ts).
 * Messages raised while it loads are shown in order once it has.
 */
import { localize } from '../../contract/i18n.ts';
import { useSyncExternalStore } from 'react';
import { withModule } from '../../lib/lazy-load.ts';
import type { NotifyOptions } from './notify-impl.tsx';

type Impl = typeof import('./notify-impl.tsx');

let impl: Impl | null = null;
let loading: Promise<Impl> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<Impl> {
  loading ??= import('./notify-impl.tsx').then((m) => {
    impl = m;
    for (const listener of listeners) listener();
    return m;
  }, (error: unknown) => {
    // Offline before the worker had it (src/lib/offline-ready.ts): the next message asks again.
    loading = null;
    throw error;
  });
  return loading;
}

/** Runs at once when loaded, else after loading; on the server, never (a message belongs to a browser). */
function withImpl(run: (m: Impl) => void, startLoading: boolean): void {
  if (impl) run(impl);
  else if (typeof window === 'undefined') return;
  // A message that cannot be shown now is dropped, never an uncaught error (src/lib/lazy-load.ts).
  else if (startLoading || loading) withModule(load, run);
}

export const notify = {
  success: (title: string, text?: string, options?: NotifyOptions) => withImpl((m) => m.notify.success(localize(title), text === undefined ? undefined : localize(text), options), true),
  info: (title: string, text?: string, options?: NotifyOptions) => withImpl((m) => m.notify.info(localize(title), text === undefined ? undefined : localize(text), options), true),
  warning: (title: string, text?: string, options?: NotifyOptions) => withImpl((m) => m.notify.warning(localize(title), text === undefined ? undefined : localize(text), options), true),
  error: (title: string, text?: string, options?: NotifyOptions) => withImpl((m) => m.notify.error(localize(title), text === undefined ? undefined : localize(text), options), true),
  // Nothing can be on screen before the first message: these never load the library themselves.
  dismiss: (id?: string) => withImpl((m) => m.notify.dismiss(id), false),
  /** Ends every error and warning on screen: the action they were about has now succeeded. */
  dismissErrors: () => withImpl((m) => m.notify.dismissErrors(), false),
};

/** The loaded toast module, once a first message has asked for it (AppToaster mounts its host then). */
export function useLoadedToasts(): Impl | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => impl,
    () => null,
  );
}
