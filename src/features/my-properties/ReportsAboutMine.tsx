/**
 * Reports about the owner's listings, above My Properties' tabs: what visitors chose (never who), and
 * a form to answer with a note and up to three photos, which the admin reads before deciding
 * (docs/product.md, "Reports"). Shown only when a listing has open reports.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { reportsAboutMineQuery, useAnswerReports } from '../../api/report-answers.ts';
import { ApiError } from '../../api/errors.ts';
import { Limits } from '../../contract/constants.ts';
import { reportReasonLabel } from '../../contract/report-messages.ts';
import { ReportAnswerSchema } from '../../contract/schemas.ts';
import type { ReportAboutMine } from '../../contract/types.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { FieldShell, describedBy } from '../../components/form/fields.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { latinLang } from '../../lib/text-script.ts';
import styles from './MyProperties.module.css';
import { reportAnswersMessages as m } from './report-answers-messages.ts';

export function ReportsAboutMine() {
  const reports = useQuery(reportsAboutMineQuery());
  const headingId = useId();
  // Nothing to say while loading, on failure or with no reports: the listings below are the page.
  if (!reports.data?.length) return null;
  return (
    <section className={styles.reportsPanel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.reportsHeading}>{m.heading}</h2>
      <p className={styles.reportsIntro}>{m.intro}</p>
      <ul className={styles.reportsList}>
        {reports.data.map((item) => <li key={item.PropertyId}><ReportedItem item={item} /></li>)}
      </ul>
    </section>
  );
}

function ReportedItem({ item }: { item: ReportAboutMine }) {
  const [answering, setAnswering] = useState(false);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.reportedItem}>
      <h3 id={titleId} className={styles.reportedTitle} dir="auto" lang={latinLang(item.Title)}>{item.Title}</h3>
      <p className={styles.reportsLabel}>{m.reasons}</p>
      <ul className={styles.reasonChips} aria-label={m.reasons}>
        {item.Reasons.map((r) => <li key={r.Reason}>{m.reasonCount(reportReasonLabel(r.Reason), r.Count)}</li>)}
      </ul>
      {item.Answers.length ? <p className={styles.reportsIntro}>{m.answered(item.Answers.length)}</p> : null}
      {answering
        ? <AnswerForm item={item} onDone={() => setAnswering(false)} />
        : <button type="button" className={`btn btn-outline ${styles.answerButton}`} onClick={() => setAnswering(true)}>{m.answer}</button>}
    </article>
  );
}

function AnswerForm({ item, onDone }: { item: ReportAboutMine; onDone: () => void }) {
  const send = useAnswerReports();
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ note?: string; photos?: string }>({});
  const photosId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(ReportAnswerSchema, { PropertyId: item.PropertyId, Note: note });
    const tooMany = photos.length > Limits.reportAnswerPhotos;
    if (!parsed.success || tooMany) {
      setErrors({
        note: parsed.success ? undefined : v.flatten<typeof ReportAnswerSchema>(parsed.issues).nested?.Note?.[0],
        photos: tooMany ? m.photosHint : undefined,
      });
      return;
    }
    setErrors({});
    send.mutate({ input: parsed.output, photos }, {
      onSuccess: (answer) => {
        notify.success(answer.Message);
        onDone();
      },
      onError: (e) => {
        // A 400 names its field; the client already showed the others.
        if (e instanceof ApiError && e.status === 400) setErrors((e.envelope?.Data as { Field?: string } | null)?.Field === 'Note' ? { note: e.message } : { photos: e.message });
      },
    });
  };

  return (
    <form className={styles.answerForm} onSubmit={submit} noValidate aria-label={m.answer}>
      <TextAreaField
        label={m.noteLabel}
        hint={m.noteHint}
        value={note}
        maxLength={Limits.reportAnswerNote}
        rows={4}
        error={errors.note}
        onChange={(e) => {
          setNote(e.target.value);
          if (errors.note) setErrors((was) => ({ ...was, note: undefined }));
        }}
      />
      <FieldShell controlId={photosId} label={m.photosLabel} hint={m.photosHint} error={errors.photos}>
        <input
          id={photosId}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={describedBy(photosId, m.photosHint, errors.photos)}
          onChange={(e) => setPhotos([...(e.target.files ?? [])])}
        />
      </FieldShell>
      <div className={styles.answerActions}>
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>{send.isPending ? m.sending : m.send}</button>
        <button type="button" className="btn btn-outline" onClick={onDone}>{m.cancel}</button>
      </div>
    </form>
  );
}
