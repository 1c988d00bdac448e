import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/errors.ts';
import { propertyForEditQuery, submitFormOptionsQuery } from '../../api/listings-write.ts';
import { randomId } from '../../lib/random-id.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ListingStatus } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { WarningIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { draftToOffer, type ListingDraft } from '../../offline/drafts-logic.ts';
import { readDraft, takeResumeRequest, useDrafts } from '../../offline/drafts.ts';
import { DraftOffer, DraftsList } from './DraftsList.tsx';
import { editValues, newListingValues } from './form-values.ts';
import { PropertyForm } from './PropertyForm.tsx';
import styles from './ListingForm.module.css';
import { listingFormMessages as m } from './listing-form-messages.ts';
import { Spinner } from '../../components/status/Spinner.tsx';

function PageShell({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.aside} aria-label={m.howItWorks}>
          <h2 className={styles.asideTitle}>{m.howItWorks}</h2>
          <ol className={styles.howList}>
            {m.how.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.asideNote}>{m.tip}</p>
        </aside>
      </div>
    </div>
  );
}

/**
 * Which draft the form saves into: a fresh one, or one resumed from 'Your drafts' or sent here by the
 * outbox's "Edit". Resuming remounts the form (its key), which first saves what it had.
 * When the form opens on its own (not from the outbox) and a recent draft waits, it is offered at once.
 */
function useDraftSlot(propertyId: number | null) {
  const drafts = useDrafts(propertyId);
  const [freshId, setFreshId] = useState(randomId);
  const [active, setActive] = useState<ListingDraft | undefined>();
  // undefined until the drafts are read: the offer is decided once, from the drafts there were when
  // the form opened, so the fresh form's own autosave never turns into an offer of itself.
  const [offer, setOffer] = useState<ListingDraft | null | undefined>();
  const resumeRequested = useRef(false);
  useEffect(() => {
    const requested = takeResumeRequest();
    if (!requested) return;
    resumeRequested.current = true;
    setOffer(null);
    readDraft(requested).then(
      (draft) => {
        if (draft) setActive(draft);
      },
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (offer !== undefined || drafts === null || resumeRequested.current) return;
    setOffer(draftToOffer(drafts, Date.now()));
  }, [drafts, offer]);
  const currentId = active?.id ?? freshId;
  const resume = (draft: ListingDraft) => {
    setOffer(null);
    setActive(draft);
  };
  // Deleting the draft that is open empties the form: it starts again as a fresh draft.
  const onDeleted = (id: string) => {
    if (offer?.id === id) setOffer(null);
    if (id !== currentId) return;
    setActive(undefined);
    setFreshId(randomId());
  };
  const list = (
    <>
      {offer ? <DraftOffer draft={offer} onContinue={() => resume(offer)} onFresh={() => setOffer(null)} /> : null}
      <DraftsList drafts={drafts ?? []} currentId={currentId} onResume={resume} onDeleted={onDeleted} />
    </>
  );
  return { active, currentId, list };
}

function Loading({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
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
      text={m.checkConnection}
      action={
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
          {m.tryAgain}
        </button>
      }
    />
  );
}

export function SubmitPropertyPage() {
  // docs/product.md, section 2: the tab title of the form, new or edit.
  usePageMeta({ title: m.tabTitle });
  const user = useCurrentUser();
  const options = useQuery(submitFormOptionsQuery());
  // The contact details are filled from whoever is signed in when the form first shows.
  const [initial] = useState(() => newListingValues(user));
  const slot = useDraftSlot(null);

  const intro = user ? (
    m.introUser
  ) : (
    <>
      {m.introAnonymousBefore}
      <Link to="/login-register">{m.introAnonymousLink}</Link>
      {m.introAnonymousAfter}
    </>
  );

  return (
    <PageShell title={m.submitTitle} intro={intro}>
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
        <LoadFailed title={m.formFailed} onRetry={() => void options.refetch()} retrying={options.isFetching} />
      ) : (
        <Loading text={m.loadingForm} />
      )}
    </PageShell>
  );
}

const editRoute = getRouteApi('/property/forms/submit/$id');

export function EditPropertyPage() {
  usePageMeta({ title: m.tabTitle });
  const navigate = useNavigate();
  const { id } = editRoute.useParams();
  const propertyId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const options = useQuery(submitFormOptionsQuery());
  const property = useQuery({ ...propertyForEditQuery(propertyId), enabled: propertyId > 0 });
  const slot = useDraftSlot(propertyId || null);
  const notFound = propertyId === 0 || (property.error instanceof ApiError && property.error.status === 404);

  useEffect(() => {
    if (!notFound) return;
    // docs/product.md, section 6: not one of the user's properties.
    notify.warning(Messages.editNotFound, undefined, { id: 'edit-not-found' });
    void navigate({ to: '/account/properties', replace: true });
  }, [notFound, navigate]);

  let body: ReactNode;
  if (notFound) {
    body = <Loading text={m.goingBack} />;
  } else if (options.data && property.data) {
    body =
      property.data.Status === ListingStatus.Sold ? (
        <StatusMessage
          title={m.soldTitle}
          text={m.soldText}
          action={
            <Link to="/account/properties" hash="SoldProperty" className="btn btn-primary">
              {m.myProperties}
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
        title={m.propertyFailed}
        onRetry={() => {
          if (options.isError) void options.refetch();
          if (property.isError) void property.refetch();
        }}
        retrying={options.isFetching || property.isFetching}
      />
    );
  } else {
    body = <Loading text={m.loadingProperty} />;
  }

  return (
    <PageShell title={m.editTitle} intro={m.introEdit}>
      {body}
    </PageShell>
  );
}
