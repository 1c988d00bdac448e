/**
 * Messages to the person using the app, raised by the lower layers (the API client, the outbox, the
 * service worker's registration) without knowing how they are shown: the app shell gives the toast
 * component as the notifier at start (`setNotifier`, in src/app.tsx), as it gives the API client its
 * 401 handler. The layers stay below the interface (README 'Layers').
 */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

export interface NoticeOptions {
  /** Same id replaces the earlier message instead of stacking a duplicate. */
  id?: string;
  duration?: number;
  action?: NoticeAction;
  /**
   * News nobody asked for (the app is ready offline): shown only while no other message is, so it
   * never replaces an error or a prompt the person needs; it waits for them to go, or is dropped.
   */
  polite?: boolean;
}

type Show = (title: string, text?: string, options?: NoticeOptions) => void;

export interface Notifier {
  success: Show;
  info: Show;
  warning: Show;
  error: Show;
  dismiss: (id?: string) => void;
  /** Ends every error and warning on screen: the action they were about has now succeeded. */
  dismissErrors: () => void;
}

let notifier: Notifier | null = null;
/** What was said before the shell gave its notifier (a message raised while the app starts). */
const early: Array<(n: Notifier) => void> = [];
const EARLY_MAX = 20;

function call(run: (n: Notifier) => void): void {
  if (notifier) run(notifier);
  else if (typeof window !== 'undefined' && early.length < EARLY_MAX) early.push(run);
}

/** The app shell, once at start. */
export function setNotifier(n: Notifier): void {
  notifier = n;
  for (const run of early.splice(0)) run(n);
}

export const notices: Notifier = {
  success: (title, text, options) => call((n) => n.success(title, text, options)),
  info: (title, text, options) => call((n) => n.info(title, text, options)),
  warning: (title, text, options) => call((n) => n.warning(title, text, options)),
  error: (title, text, options) => call((n) => n.error(title, text, options)),
  dismiss: (id) => call((n) => n.dismiss(id)),
  dismissErrors: () => call((n) => n.dismissErrors()),
};
