import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import { draftTitle, type ListingDraft } from '../../offline/drafts-logic.ts';
import { deleteDraft } from '../../offline/drafts.ts';
import styles from './ListingForm.module.css';

interface Props {
  drafts: readonly ListingDraft[];
  /** The draft the form is saving into now: it is on screen already, so it cannot be resumed. */
  currentId: string | null;
  onResume: (draft: ListingDraft) => void;
  onDeleted: (id: string) => void;
}

function updatedText(ms: number): string {
  const date = new Date(ms);
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return new Date().toDateString() === date.toDateString() ? `today ${time}` : `${formatShortDate(date)} ${time}`;
}

/** 'Your drafts': listings started on this device, newest first, each to resume or delete. */
export function DraftsList({ drafts, currentId, onResume, onDeleted }: Props) {
  const [deleting, setDeleting] = useState<ListingDraft | null>(null);
  if (!drafts.length) return null;
  return (
    <section className={styles.drafts} aria-labelledby="drafts-title">
      <h2 id="drafts-title" className={styles.draftsTitle}>
        Your drafts
      </h2>
      <p className={styles.draftsHint}>Saved on this device as you type, photos included.</p>
      <ul className={styles.draftList}>
        {drafts.map((draft) => {
          const title = draftTitle(draft);
          const current = draft.id === currentId;
          return (
            <li key={draft.id} className={styles.draft}>
              <div className={styles.draftText}>
                <span className={styles.draftName}>{title}</span>
                <span className={styles.draftMeta}>
                  {current ? 'Open below · ' : ''}Updated {updatedText(draft.updatedAt)}
                  {draft.images.length ? ` · ${draft.images.length} photo${draft.images.length === 1 ? '' : 's'}` : ''}
                </span>
              </div>
              <div className={styles.draftActions}>
                {current ? null : (
                  <button type="button" className="btn btn-outline" onClick={() => onResume(draft)} aria-label={`Resume draft: ${title}`}>
                    Resume
                  </button>
                )}
                <button type="button" className="btn btn-ghost" onClick={() => setDeleting(draft)} aria-label={`Delete draft: ${title}`}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this draft?"
        confirmLabel="Delete"
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
        {deleting ? `"${draftTitle(deleting)}" and its photos will be removed from this device.` : ''}
      </ConfirmDialog>
    </section>
  );
}
