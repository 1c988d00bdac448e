import type { CSSProperties } from 'react';
import toast, { type Toast } from 'react-hot-toast';
import { Toast as ToastTiming } from '../../contract/constants.ts';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../icons/icons.tsx';
import styles from './Toast.module.css';
import { sharedUiMessages as m } from '../shared-ui-messages.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

interface Props {
  toast: Toast;
  kind: ToastKind;
  title: string;
  text: string | undefined;
  action: ToastAction | undefined;
  duration: number;
}

const ICONS = { success: CheckCircleIcon, info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const;

export function ToastView({ toast: t, kind, title, text, action, duration }: Props) {
  const Icon = ICONS[kind];
  const urgent = kind === 'error' || kind === 'warning';
  const style = {
    '--toast-duration': `${duration}ms`,
    '--toast-show': `${ToastTiming.showMs}ms`,
  } as CSSProperties;

  return (
    <div
      className={`${styles.toast} ${styles[kind]} ${t.visible ? styles.enter : styles.leave}`}
      style={style}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      {action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.dismiss(t.id);
            action.onClick();
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button type="button" className={styles.close} aria-label={m.toast.close} onClick={() => toast.dismiss(t.id)}>
        <CloseIcon aria-hidden="true" />
      </button>
      {Number.isFinite(duration) ? <span className={styles.progress} aria-hidden="true" /> : null}
    </div>
  );
}
