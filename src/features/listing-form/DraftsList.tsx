import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { clockFormat } from '../../lib/clock-format.ts';
import { draftTitle, type ListingDraft } from '../../offline/drafts-logic.ts';
import { deleteDraft } from '../../offline/drafts.ts';
import styles from './ListingForm.module.css';
import { listingFormMessages as m } from './listing-form-messages.ts';

interface Props {
  drafts: readonly ListingDraft[];
  /** The draft the form is saving into now: it is on screen already, so it cannot be resumed. */
  currentId: string | null;
  onResume: (draft: ListingDraft) => void;
  onDeleted: (id: string) => void;
}

function updatedText(ms: number): string {
  const date = new Date(ms);
  // English keeps the browser's clock format; Urdu pages say the time the Pakistani way.
  const time = date.toLocaleTimeString(...clockFormat());
  return new Date().toDateString() === date.toDateString() ? m.drafts.today(time) : m.drafts.on(date, time);
}

/** 'Your drafts': listings started on this device, newest first, each to resume or delete. */
export function DraftsList({ drafts, currentId, onResume, onDeleted }: Props) {
  const [deleting, setDeleting] = useState<ListingDraft | null>(null);
  if (!drafts.length) return null;
  return (
    <section className={styles.drafts} aria-labelledby="drafts-title">
      <h2 id="drafts-title" className={styles.draftsTitle}>
        {m.drafts.title}
      </h2>
      <p className={styles.draftsHint}>{m.drafts.hint}</p>
      <ul className={styles.draftList}>
        {drafts.map((draft) => {
          const title = draftTitle(draft);
          const current = draft.id === currentId;
          return (
            <li key={draft.id} className={styles.draft}>
              <div className={styles.draftText}>
                <span className={styles.draftName} dir="auto">{title}</span>
                <span className={styles.draftMeta}>
                  {current ? m.drafts.openBelow : ''}
                  {m.drafts.updated(updatedText(draft.updatedAt))}
                  {draft.images.length ? m.drafts.photos(draft.images.length) : ''}
                </span>
              </div>
              <div className={styles.draftActions}>
                {current ? null : (
                  <button type="button" className="btn btn-outline" onClick={() => onResume(draft)} aria-label={m.drafts.resumeLabel(title)}>
                    {m.drafts.resume}
                  </button>
                )}
                <button type="button" className="btn btn-ghost" onClick={() => setDeleting(draft)} aria-label={m.drafts.deleteLabel(title)}>
                  {m.drafts.delete}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={m.drafts.deleteTitle}
        confirmLabel={m.drafts.delete}
        tone="danger"
        onConfirm={() => {
          if (deleting) {
            void deleteDraft(deleting.id);
            onDeleted(deleting.id);
          }
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? m.drafts.deleteText(draftTitle(deleting)) : ''}
      </ConfirmDialog>
    </section>
  );
}

/**
 * Shown at the top of the form when it opens and a recent draft waits on this device:
 * after a reload the form is empty, and 'Resume' further down is easy to miss.
 */
export function DraftOffer({ draft, onContinue, onFresh }: { draft: ListingDraft; onContinue: () => void; onFresh: () => void }) {
  const title = draftTitle(draft);
  return (
    <section className={styles.offer} aria-labelledby="draft-offer-title">
      <h2 id="draft-offer-title" className={styles.offerTitle}>
        {m.offer.title}
      </h2>
      {/* The page's sentence, in the page's direction; the owner's title inside it is isolated by the catalog. */}
      <p className={styles.offerText}>
        {m.offer.text(title)}
      </p>
      <p className={styles.draftMeta}>
        {m.drafts.updated(updatedText(draft.updatedAt))}
        {draft.images.length ? m.drafts.photos(draft.images.length) : ''}
      </p>
      <div className={styles.offerActions}>
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {m.offer.continueButton}
        </button>
        <button type="button" className="btn btn-outline" onClick={onFresh}>
          {m.offer.freshButton}
        </button>
      </div>
      <p className={styles.draftsHint}>{m.offer.freshNote}</p>
    </section>
  );
}
