import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { profileListingsQuery } from '../../api/profiles.ts';
import { dropDownDataQuery } from '../../api/reference.ts';
import { SelectField } from '../../components/form/fields.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { ListingCard } from '../../components/listing-card/ListingCard.tsx';
import { ListingCardSkeleton } from '../../components/listing-card/ListingCardSkeleton.tsx';
import { Pager } from '../../components/pager/Pager.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { purposeLabel, typeLabel } from '../../lib/reference-labels.ts';
import type { ProfileListingsSearch } from './profile-search.ts';
import { profileMessages as m } from './profile-messages.ts';
import styles from './Profiles.module.css';

interface Props {
  /** Whose listings: a poster's profile or an agency. */
  owner: { Agent: string } | { Agency: string };
  search: ProfileListingsSearch;
  /** The page's own address, which the filters and pager keep. */
  href: string;
}

/** A profile's or an agency's live listings: the results' cards, filters and pager. */
export function ProfileListings({ owner, search, href }: Props) {
  const list = useQuery(profileListingsQuery({ ...search, ...owner }));
  const options = useQuery(dropDownDataQuery()).data;
  const navigate = useNavigate();
  const set = (key: keyof ProfileListingsSearch, value: string) => {
    const next: Record<string, unknown> = { ...search, [key]: value || undefined, Page: undefined };
    if (key !== 'SortBy' && value) next[key] = Number(value);
    void navigate({ to: '.', search: next as never, replace: true, resetScroll: false });
  };

  return (
    <section aria-labelledby="listings-title" className={styles.listings}>
      <h2 id="listings-title">{m.listings}</h2>
      <form className={styles.filters} aria-label={m.filters.label} onSubmit={(e) => e.preventDefault()}>
        <SelectField label={m.filters.purpose} name="Purpose" value={search.Purpose ? String(search.Purpose) : ''} onChange={(e) => set('Purpose', e.target.value)}>
          <option value="">{m.filters.anyPurpose}</option>
          {(options?.Purposes ?? []).map((p) => <option key={p.Id} value={p.Id}>{purposeLabel(p.Text)}</option>)}
        </SelectField>
        <SelectField label={m.filters.type} name="PropertyType" value={search.PropertyType ? String(search.PropertyType) : ''} onChange={(e) => set('PropertyType', e.target.value)}>
          <option value="">{m.filters.anyType}</option>
          {(options?.Types ?? []).map((t) => <option key={t.Id} value={t.Id}>{typeLabel(t.Text)}</option>)}
        </SelectField>
        <SelectField label={m.filters.sort} name="SortBy" value={search.SortBy ?? ''} onChange={(e) => set('SortBy', e.target.value)}>
          <option value="">{m.filters.newest}</option>
          <option value="price-asc">{m.filters.priceAsc}</option>
          <option value="price-desc">{m.filters.priceDesc}</option>
        </SelectField>
      </form>
      {list.isPending ? (
        <ul className={styles.cards} aria-hidden="true"><li><ListingCardSkeleton variant="search" /></li></ul>
      ) : !list.data ? (
        <LoadFailed title={m.loadFailed} text={m.loadFailedText} onRetry={() => void list.refetch()} retrying={list.isFetching} primary retryLabel={m.tryAgain} />
      ) : (
        <>
          <p role="status" className={styles.count}>{m.count(list.data.Total)}</p>
          {list.data.Items.length ? (
            <ul className={styles.cards}>
              {list.data.Items.map((l, i) => (
                <li key={l.PropertyId}><ListingCard variant="search" listing={l} eager={i === 0} headingLevel="h3" resultsHref={href} /></li>
              ))}
            </ul>
          ) : (
            <StatusMessage icon={<InfoIcon aria-hidden="true" />} title={m.none} text={m.noneText} />
          )}
          <Pager page={list.data.Page} totalPages={Math.ceil(list.data.Total / list.data.PageSize)} label={m.pages} />
        </>
      )}
    </section>
  );
}
