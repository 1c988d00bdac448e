/**
 * The app's notifications (spec sections 8 and 9): success, info, warning and error, each with a
 * title line and an optional text line. Call `notify.error('Title', 'Text')` from anywhere.
 */
import toast from 'react-hot-toast';
import { Toast as ToastTiming } from '../../contract/constants.ts';
import { ToastView, type ToastAction, type ToastKind } from './ToastView.tsx';

export interface NotifyOptions {
  /** Same id replaces the earlier toast instead of stacking a duplicate. */
  id?: string;
  duration?: number;
  action?: ToastAction;
}

function show(kind: ToastKind, title: string, text?: string, options: NotifyOptions = {}): string {
  // The server-side renderer shares one toast store between all its visitors, and nothing there
  // would ever dismiss a toast: a message belongs to the browser that caused it.
  if (typeof window === 'undefined') return '';
  const duration = options.duration ?? ToastTiming.durationMs;
  return toast.custom(
    (t) => <ToastView toast={t} kind={kind} title={title} text={text} action={options.action} duration={duration} />,
    { id: options.id, duration, removeDelay: ToastTiming.showMs },
  );
}

export const notify = {
  success: (title: string, text?: string, options?: NotifyOptions) => show('success', title, text, options),
  info: (title: string, text?: string, options?: NotifyOptions) => show('info', title, text, options),
  warning: (title: string, text?: string, options?: NotifyOptions) => show('warning', title, text, options),
  error: (title: string, text?: string, options?: NotifyOptions) => show('error', title, text, options),
  dismiss: (id?: string) => toast.dismiss(id),
};
