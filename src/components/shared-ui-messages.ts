import { defineMessages } from '../contract/i18n.ts';

/**
 * The toast's own text and the retry button of a failed read. The dialog's and the photo picker's are in widgets-messages.ts, the fixed
 * labels of the reference lists in src/lib/reference-messages.ts. The Urdu is in
 * shared-ui-messages.ur.ts.
 */
export const sharedUiMessages = defineMessages('shared.ui', {
  toast: {
    close: 'Close notification',
  },
  /** The retry of a read that failed (LoadFailed in components/status/StatusMessage.tsx). */
  tryAgain: 'Try again',
});
