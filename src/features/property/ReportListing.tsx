import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { InferInput } from 'valibot';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { randomId } from '../../lib/random-id.ts';
import { sendOrQueue } from '../../offline/outbox/queue.ts';
import { useCurrentUser } from '../../api/session.ts';
import { deviceId, markReported, useHasReported } from '../../offline/reports.ts';
import { Limits, REPORT_REASONS } from '../../contract/constants.ts';
import { reportReasonMessages } from '../../contract/report-messages.ts';
import { Messages } from '../../contract/messages.ts';
import { localize } from '../../contract/i18n.ts';
import { ReportSchema, type ReportInput } from '../../contract/schemas.ts';
import type { PropertyDetails } from '../../contract/types.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import fieldStyles from '../../components/form/fields.module.css';
import { useModalDialog } from '../../components/dialog/useModalDialog.ts';
import { CheckCircleIcon, CloseIcon, WarningIcon } from '../../components/icons/icons.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { propertyMessages as m } from './property-messages.ts';
import styles from './ReportListing.module.css';

type ReportValues = InferInput<typeof ReportSchema>;
const resolver = valibotResolver(ReportSchema);

function failureText(error: unknown): string {
  if (error instanceof NetworkError) return m.report.offline;
  if (error instanceof ApiError) return error.envelope?.Message?.trim() || Messages.badRequestFallback;
  return Messages.badRequestFallback;
}

/**
 * "Report this listing": a button on the listing page that opens a dialog with
 * the fixed reasons and an optional note. The form and the server check it with the same schema.
 * Offline the report waits in the outbox like an enquiry; either way this device remembers it, so
 * the button gives way to a thank-you.
 */
export function ReportListing({ property }: { property: PropertyDetails }) {
  const [open, setOpen] = useState(false);
  const reported = useHasReported(property.PropertyId);
  const openerRef = useRef<HTMLButtonElement>(null);

  if (reported && !open) {
    return (
      <p className={styles.done} role="status">
        <CheckCircleIcon aria-hidden="true" />
        {m.report.done}
      </p>
    );
  }
  return (
    <div className={styles.row}>
      <span className={styles.ask}>{m.report.ask}</span>
      <button ref={openerRef} type="button" className={`btn btn-ghost ${styles.open}`} onClick={() => setOpen(true)}>
        <WarningIcon aria-hidden="true" />
        {m.report.open}
      </button>
      {open ? <ReportDialog property={property} onClose={() => setOpen(false)} fallbackFocus={() => openerRef.current} /> : null}
    </div>
  );
}

function ReportDialog({ property, onClose, fallbackFocus }: { property: PropertyDetails; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const titleId = useId();
  const introId = useId();
  const reasonErrorId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const { dialogRef, onKeyDown } = useModalDialog(true, firstReason, fallbackFocus);
  const [problem, setProblem] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<ReportValues, unknown, ReportInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { PropertyId: property.PropertyId, Reason: undefined, Note: '', DeviceId: deviceId() },
  });

  // One key per report, kept by every retry; the outbox sends it later when there is no network.
  // Made signed in, it is the account's (one report per account, server/services/reports.ts): an
  // account write, sent with its owner's bearer every time and waiting for their login
  // (src/offline/outbox/write-requests.ts, buildRequest). Made signed out, it stays anonymous.
  const signedIn = useCurrentUser() !== null;
  const report = useMutation({
    mutationFn: (input: ReportInput) => {
      const idempotencyKey = randomId();
      return sendOrQueue({
        request: { kind: 'report', input, title: property.Title },
        idempotencyKey,
        needsLogin: signedIn,
      });
    },
  });

  const busy = report.isPending;
  const close = () => {
    if (!busy) onClose();
  };

  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    report.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.status === 'queued') {
          // The outbox has said it is saved; the page shows it as reported from now on.
          markReported(property.PropertyId);
          onClose();
          return;
        }
        const envelope = outcome.value;
        if (envelope.IsSuccess) {
          markReported(property.PropertyId);
          notify.success(envelope.Message || Messages.reportThanks);
          onClose();
        } else {
          setProblem(envelope.Message || Messages.badRequestFallback);
        }
      },
      onError: (error) => setProblem(failureText(error)),
    });
  });

  const reasonError = isSubmitted ? errors.Reason?.message : undefined;
  const noteError = errors.Note?.message;
  const noteLength = (watch('Note') ?? '').length;
  const reasonField = register('Reason');

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: our state closes the dialog, so React and the element never disagree.
        event.preventDefault();
        close();
      }}
    >
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {m.report.open}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={m.report.close}>
            <CloseIcon aria-hidden="true" />
          </button>
        </div>
        <p id={introId} className={styles.intro}>
          {m.report.intro}
        </p>
        <fieldset className={styles.reasons} aria-describedby={reasonError ? reasonErrorId : undefined} aria-invalid={reasonError ? true : undefined}>
          <legend className={fieldStyles.label}>{m.report.what}</legend>
          {REPORT_REASONS.map((reason, index) => (
            <label key={reason.id} className={styles.reason}>
              <input
                type="radio"
                value={reason.id}
                {...reasonField}
                ref={(element) => {
                  reasonField.ref(element);
                  if (index === 0) firstReason.current = element;
                }}
              />
              <span>{reportReasonMessages[reason.id]}</span>
            </label>
          ))}
          {reasonError ? (
            <p id={reasonErrorId} className={fieldStyles.error}>
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={m.report.note}
          hint={m.report.noteCount(noteLength, Limits.reportNote)}
          error={noteError}
          rows={2}
          maxLength={Limits.reportNote}
          placeholder={m.report.notePlaceholder}
          {...register('Note')}
        />
        {problem ? (
          <p className={fieldStyles.error} role="alert">
            {localize(problem)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className="btn btn-ghost" onClick={close} aria-disabled={busy || undefined}>
            {m.report.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? m.report.sending : m.report.send}
          </button>
        </div>
      </form>
    </dialog>
  );
}
