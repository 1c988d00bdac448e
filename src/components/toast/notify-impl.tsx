/**
 * The toasts themselves (docs/product.md, sections 8 and 9), loaded with the first message: `notify.tsx` is what
 * the app calls, and costs the first page almost nothing.
 */
import toast, { Toaster } from 'react-hot-toast';
import { Toast as ToastTiming } from '../../contract/constants.ts';
import { ToastView, type ToastKind } from './ToastView.tsx';
import type { NoticeOptions } from '../../lib/notices.ts';
import styles from './Toast.module.css';

/** The lower layers' options (src/lib/notices.ts) are the toasts' own. */
export type NotifyOptions = NoticeOptions;

/** Toasts on screen now, by id, with their kind: errors can be cleared once their action succeeds. */
const shown = new Map<string, ToastKind>();

/** Below this width toasts span the screen; two stacked would hide much of a phone's page. */
const NARROW_PX = 600;

/** How often, and how many times, a polite message looks again for a moment with no other message on screen. */
const POLITE_RETRY_MS = 2_000;
const POLITE_TRIES = 30;

function show(kind: ToastKind, title: string, text?: string, options: NotifyOptions = {}, tries = 0): string {
  // The server-side renderer shares one toast store between all its visitors, and nothing there
  // would ever dismiss a toast: a message belongs to the browser that caused it.
  if (typeof window === 'undefined') return '';
  if (options.polite && [...shown.keys()].some((id) => id !== options.id)) {
    if (tries < POLITE_TRIES) setTimeout(() => show(kind, title, text, options, tries + 1), POLITE_RETRY_MS);
    return '';
  }
  const duration = options.duration ?? ToastTiming.durationMs;
  // On a phone the newest message replaces the one before, so at most one covers the page;
  // a success also ends the errors it makes stale.
  for (const [id, k] of shown) {
    if (id === options.id) continue;
    if (window.innerWidth < NARROW_PX || (kind === 'success' && (k === 'error' || k === 'warning'))) {
      toast.dismiss(id);
      shown.delete(id);
    }
  }
  const id = toast.custom(
    (t) => <ToastView toast={t} kind={kind} title={title} text={text} action={options.action} duration={duration} />,
    { id: options.id, duration, removeDelay: ToastTiming.showMs },
  );
  shown.set(id, kind);
  // A prompt that stays (the update's, duration Infinity) stays listed: a timer of Infinity fires at once.
  if (Number.isFinite(duration)) setTimeout(() => { if (shown.get(id) === kind) shown.delete(id); }, duration + ToastTiming.showMs);
  return id;
}

function dismissErrors(): void {
  for (const [id, kind] of shown) {
    if (kind === 'error' || kind === 'warning') {
      toast.dismiss(id);
      shown.delete(id);
    }
  }
}

export const notify = {
  success: (title: string, text?: string, options?: NotifyOptions) => show('success', title, text, options),
  info: (title: string, text?: string, options?: NotifyOptions) => show('info', title, text, options),
  warning: (title: string, text?: string, options?: NotifyOptions) => show('warning', title, text, options),
  error: (title: string, text?: string, options?: NotifyOptions) => show('error', title, text, options),
  dismiss: (id?: string) => toast.dismiss(id),
  /** Ends every error and warning on screen: the action they were about has now succeeded. */
  dismissErrors,
};

/** Bottom, full width (docs/product.md, section 9). Hovering pauses every timer; the progress bars pause with it. */
export function ToasterHost() {
  return (
    <Toaster
      position="bottom-center"
      gutter={8}
      containerClassName={styles.container}
      containerStyle={{ top: 8, left: 8, right: 8, bottom: 8 }}
    />
  );
}
