import { WarningIcon } from '../icons/icons.tsx';
import { sharedUiMessages as m } from '../shared-ui-messages.ts';
import { StatusMessage } from './StatusMessage.tsx';

interface Props {
  title: string;
  text?: string;
  onRetry: () => void;
  /** The retry is under way: the button waits. */
  retrying: boolean;
  /** The page's main action (a page that shows nothing else) rather than a section's. */
  primary?: boolean;
}

/** A read that failed, said as an alert with one 'Try again' (the same on every page and section). */
export function LoadFailed({ title, text, onRetry, retrying, primary = false }: Props) {
  return (
    <StatusMessage
      role="alert"
      icon={<WarningIcon aria-hidden="true" />}
      title={title}
      text={text}
      action={
        <button type="button" className={primary ? 'btn btn-primary' : 'btn btn-outline'} onClick={onRetry} disabled={retrying}>
          {m.tryAgain}
        </button>
      }
    />
  );
}
