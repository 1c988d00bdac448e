import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { newIdempotencyKey, propertyForEditQuery, submitFormOptionsQuery } from '../../api/listings-write.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ListingStatus } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { WarningIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import type { ListingDraft } from '../../offline/drafts-logic.ts';
import { readDraft, takeResumeRequest, useDrafts } from '../../offline/drafts.ts';
import { DraftsList } from './DraftsList.tsx';
import { editValues, newListingValues } from './form-values.ts';
import { PropertyForm } from './PropertyForm.tsx';
import styles from './ListingForm.module.css';

/** Spec section 2: the tab title of the form, new or edit. */
const TAB_TITLE = 'Submit Property';

function PageShell({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.aside} aria-label="How it works">
          <h2 className={styles.asideTitle}>How it works</h2>
          <ol className={styles.howList}>
            <li>Fill in the details and add a few clear photos.</li>
            <li>Our team checks the listing, usually within a day.</li>
            <li>Once approved it is live for everyone to find, and people contact you directly.</li>
          </ol>
          <p className={styles.asideNote}>Tip: the first photo is the cover people see in search results.</p>
        </aside>
      </div>
    </div>
  );
}

/**
 * Which draft the form saves into: a fresh one, or one resumed from 'Your drafts' or sent here by the
 * outbox's "Edit". Resuming remounts the form (its key), which first saves what it had.
 */
function useDraftSlot(propertyId: number | null) {
  const drafts = useDrafts(propertyId);
  const [freshId, setFreshId] = useState(newIdempotencyKey);
  const [active, setActive] = useState<ListingDraft | undefined>();
  useEffect(() => {
    const requested = takeResumeRequest();
    if (!requested) return;
    readDraft(requested).then(
      (draft) => {
        if (draft) setActive(draft);
      },
      () => undefined,
    );
  }, []);
  const currentId = active?.id ?? freshId;
  // Deleting the draft that is open empties the form: it starts again as a fresh draft.
  const onDeleted = (id: string) => {
    if (id !== currentId) return;
    setActive(undefined);
    setFreshId(newIdempotencyKey());
  };
  const list = <DraftsList drafts={drafts ?? []} currentId={currentId} onResume={setActive} onDeleted={onDeleted} />;
  return { active, currentId, list };
}

function Loading({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

function LoadFailed({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  return (
    <StatusMessage
      role="alert"
      icon={<WarningIcon aria-hidden="true" />}
      title={title}
      text="Please check your connection and try again."
      action={
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
          Try again
        </button>
      }
    />
  );
}

export function SubmitPropertyPage() {
  usePageMeta({ title: TAB_TITLE });
  const user = useCurrentUser();
  const options = useQuery(submitFormOptionsQuery());
  // The contact details are filled from whoever is signed in when the form first shows.
  const [initial] = useState(() => newListingValues(user));
  const slot = useDraftSlot(null);

  const intro = user ? (
    'Tell people about your property. It goes live once our team approves it.'
  ) : (
    <>
      No account needed. <Link to="/login-register">Log in</Link> first if you want to edit or mark it sold later.
    </>
  );

  return (
    <PageShell title="Submit Property" intro={intro}>
      {slot.list}
      {options.data ? (
        <PropertyForm
          key={slot.currentId}
          options={options.data}
          initial={initial}
          propertyId={null}
          storedImages={[]}
          draftId={slot.currentId}
          draft={slot.active}
        />
      ) : options.isError ? (
        <LoadFailed title="The form could not be loaded" onRetry={() => void options.refetch()} retrying={options.isFetching} />
      ) : (
        <Loading text="Loading the form…" />
      )}
    </PageShell>
  );
}

const editRoute = getRouteApi('/property/forms/submit/$id');

export function EditPropertyPage() {
  usePageMeta({ title: TAB_TITLE });
  const navigate = useNavigate();
  const { id } = editRoute.useParams();
  const propertyId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const options = useQuery(submitFormOptionsQuery());
  const property = useQuery({ ...propertyForEditQuery(propertyId), enabled: propertyId > 0 });
  const slot = useDraftSlot(propertyId || null);
  const notFound = propertyId === 0 || (property.error instanceof ApiError && property.error.status === 404);

  useEffect(() => {
    if (!notFound) return;
    // Spec section 6: not one of the user's properties.
    notify.warning(Messages.editNotFound, undefined, { id: 'edit-not-found' });
    void navigate({ to: '/account/properties', replace: true });
  }, [notFound, navigate]);

  let body: ReactNode;
  if (notFound) {
    body = <Loading text="Going to your properties…" />;
  } else if (options.data && property.data) {
    body =
      property.data.Status === ListingStatus.Sold ? (
        <StatusMessage
          title="This property is sold"
          text="A sold property can no longer be edited."
          action={
            <Link to="/account/properties" hash="SoldProperty" className="btn btn-primary">
              My Properties
            </Link>
          }
        />
      ) : (
        <>
          {slot.list}
          <PropertyForm
            key={`${property.data.PropertyId}:${slot.currentId}`}
            options={options.data}
            initial={editValues(property.data)}
            propertyId={property.data.PropertyId}
            storedImages={property.data.ImageUrls ?? property.data.ImagesPathArrayList}
            draftId={slot.currentId}
            draft={slot.active}
          />
        </>
      );
  } else if (options.isError || property.isError) {
    body = (
      <LoadFailed
        title="Your property could not be loaded"
        onRetry={() => {
          if (options.isError) void options.refetch();
          if (property.isError) void property.refetch();
        }}
        retrying={options.isFetching || property.isFetching}
      />
    );
  } else {
    body = <Loading text="Loading your property…" />;
  }

  return (
    <PageShell title="Edit Property" intro="Saved changes go to our team for approval again before they are live.">
      {body}
    </PageShell>
  );
}
