import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, NetworkError } from '../../api/errors.ts';
import { searchQuery } from '../../api/listings.ts';
import { Messages } from '../../contract/messages.ts';
import type { SortOption } from '../../contract/schemas.ts';
import { SelectField } from '../../components/form/fields.tsx';
import { HomeIcon, WarningIcon } from '../../components/icons/icons.tsx';
import { ListingCard } from '../../components/listing-card/ListingCard.tsx';
import { ListingCardSkeleton } from '../../components/listing-card/ListingCardSkeleton.tsx';
import { Pager } from '../../components/pager/Pager.tsx';
import { pageCount } from '../../components/pager/pages.ts';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { groupDigits, priceInWords } from '../../lib/price.ts';
import { findRangeProblem, parseSearchCriteria, type SearchCriteria } from '../../lib/search-criteria.ts';
import { stringifyFlatSearch } from '../../lib/query-string.ts';
import type { SearchCriteriaBody, SearchReading } from '../../contract/types.ts';
import { possessionLabels } from '../../contract/possession-label-messages.ts';
import { DeviceResults } from './DeviceResults.tsx';
import { FilterChips } from './FilterChips.tsx';
import { NearMe } from './NearMe.tsx';
import { ProjectsInResults } from './ProjectsInResults.tsx';
import { ResultsMap } from './ResultsMap.tsx';
import { criteriaOf, effectiveSort, type ResultsSearch } from './search-params.ts';
import { SORT_LABELS } from './results-labels.ts';
import { SaveSearch } from './SaveSearch.tsx';
import { searchMessages as m } from './search-messages.ts';
import { cityLabel, purposeLabel, typeLabel, unitLabel } from '../../lib/reference-labels.ts';
import styles from './SearchPage.module.css';
import { suggestionLabel, type NameLabels } from '../../lib/suggestion-label.ts';

/** A suggestion is written in the page's language from what it changes (the server's Label is English). */
const NAME_LABELS: NameLabels = { city: cityLabel, type: typeLabel, unit: unitLabel };

/** Enough grey cards to fill a phone screen and the first screen of a desktop. */
const SKELETON_CARDS = 4;
/** The first results are above the fold; their photos load at once. */
const EAGER_CARDS = 2;

interface Props {
  path: '/properties' | '/property';
  search: ResultsSearch;
  /** This page's URL, remembered by the detail pages its cards open. */
  resultsHref: string;
  /** Counts submitted searches: each new one moves focus to the results' count once its answer is in. */
  focusAsk?: number;
}

const criteriaFromBody = (body: SearchCriteriaBody): SearchCriteria => parseSearchCriteria({ ...body });
const sameCriteria = (a: SearchCriteria, b: SearchCriteria) => stringifyFlatSearch({ ...a }) === stringifyFlatSearch({ ...b });

/** A server's reading ('House', 'For Rent', 'Lahore', 'Marla') in the page's language; a place name stays as it is. */
const nameLabel = (meaning: string): string =>
  [purposeLabel, typeLabel, cityLabel, unitLabel].map((label) => label(meaning)).find((shown) => shown !== meaning) ?? meaning;

function range(low: number | undefined, high: number | undefined, show: (n: number) => string): string {
  if (low !== undefined && high !== undefined) return low === high ? show(low) : m.chips.both(show(low), show(high));
  if (high !== undefined) return m.chips.upTo(show(high));
  return m.chips.from(show(low!));
}

/** What a reading means, in the page's language and in the words its chip uses. */
function meaningText(r: SearchReading): string {
  if (r.Price) return range(r.Price.Low, r.Price.High, (n) => m.chips.price(priceInWords(n)));
  if (r.Area) return `${range(r.Area.Low, r.Area.High, (n) => n.toLocaleString('en-IN'))} ${unitLabel(r.Area.Unit)}`;
  if (r.Rooms) return r.Rooms.Of === 'beds' ? m.chips.bed(String(r.Rooms.Count)) : m.chips.bath(String(r.Rooms.Count));
  if (r.Places) return r.Places.length <= 2 ? r.Places.join(m.chips.separator) : `${r.Places[0]} +${r.Places.length - 1}`;
  if (r.Portion) return m.portion;
  if (r.Possession) return possessionLabels.status[r.Possession];
  return nameLabel(r.Meaning);
}

/** The typed words as quoted, isolated so a word in the other script keeps its order and its quotes. */
const Quoted = ({ words }: { words: string }) => {
  const [open, close] = m.chips.quoted('\u0000').split('\u0000');
  return <span className={styles.quoted}>{open}<bdi>{words}</bdi>{close}</span>;
};

/** A message in pieces, with {words} and {meaning} put in their place for the page's language. */
function Pieces({ pieces, words, meaning }: { pieces: readonly string[]; words: string; meaning?: string }) {
  return (
    <span>
      {pieces.map((piece, i) => (
        piece === '{words}' ? <Quoted key={i} words={words} />
          : piece === '{meaning}' ? <strong key={i}><bdi>{meaning}</bdi></strong>
            : <span key={i}>{piece}</span>
      ))}
    </span>
  );
}

/**
 * "We read “kothi” as House, “for rent” as For Rent and “50 lakh” as Up to PKR 50 Lakh (For Sale)."
 * A corrected spelling says so first; words that only rank say so last.
 */
function Readings({ readings }: { readings: SearchReading[] }) {
  const ranked = readings.find((r) => r.Ranked);
  const read = readings.filter((r) => !r.Ranked && !r.Implied);
  const implied = (r: SearchReading) => readings.find((x) => x.Implied && x.Words === r.Words);
  const sentences: ReactNode[] = readings.filter((r) => r.Corrected).map((r) => (
    <Pieces key={`fix-${r.Words}`} pieces={m.fixed} words={r.Words} meaning={meaningText(r)} />
  ));
  if (read.length) {
    sentences.push(
      <span key="read">
        {m.weRead}{' '}
        {read.map((r, i) => (
          <span key={`${r.Words}-${i}`}>
            {i === 0 ? '' : i === read.length - 1 ? m.and : m.comma}
            <Quoted words={r.Words} /> {m.as} <bdi>{meaningText(r)}{implied(r) ? m.implied(nameLabel(implied(r)!.Meaning)) : ''}</bdi>
          </span>
        ))}
        {m.fullStop}
      </span>,
    );
  }
  if (ranked) sentences.push(<Pieces key="ranked" pieces={m.rankedFirst} words={ranked.Words} />);
  // Sentences are joined by a space between them, none after the last: a trailing space is read as text.
  return <p className={styles.readings}>{sentences.flatMap((x, i) => (i ? [' ', x] : [x]))}</p>;
}

export function SearchResults({ path, search, resultsHref, focusAsk = 0 }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const problem = findRangeProblem(search);
  const problemText = problem === 'price' ? Messages.minPriceAboveMax : problem === 'area' ? Messages.minAreaAboveMax : null;
  const { data, isPending, isError, error, isPlaceholderData, isFetching, fetchStatus, refetch } = useQuery({
    ...searchQuery(search, search.Sort),
    // Spec 5: a search with min above max is not sent.
    enabled: !problem,
  });

  // The server read criteria from the keywords ("kothi for rent g13"): they go into the URL like any
  // other filter, as chips that can be removed, with the answer kept so nothing is asked twice.
  const understood = !isPlaceholderData ? data?.Understood : undefined;
  useEffect(() => {
    if (!understood) return;
    const next = criteriaFromBody(understood);
    const current = criteriaOf(search);
    if (sameCriteria(next, current)) return;
    const sort = search.Sort === 'relevance' && !next.Keywords ? undefined : search.Sort;
    const answer = queryClient.getQueryData(searchQuery(search, search.Sort).queryKey);
    if (answer) queryClient.setQueryData(searchQuery({ ...next, Page: search.Page }, sort).queryKey, answer);
    void navigate({ to: path, search: { ...next, Page: search.Page, Sort: sort }, replace: true });
  }, [understood, search, navigate, path, queryClient]);

  useEffect(() => {
    // A link or hand-edited URL can carry a bad range too; say so the same way the form does.
    if (problemText) notify.warning(Messages.searchWarningTitle, problemText, { id: 'search-range' });
  }, [problemText]);

  const sort = effectiveSort(search);
  const sortChoices: SortOption[] = [
    ...(search.Near ? ['distance' as const] : []),
    ...(search.Keywords ? ['relevance' as const] : []),
    'newest', 'price-asc', 'price-desc', 'price-cut',
  ];
  const defaultSort: SortOption = effectiveSort({ ...search, Sort: undefined });

  // No answer and none coming: it failed, or it waits for a network that is not there.
  const unreachable = !data && !problemText && (isError || (isPending && fetchStatus === 'paused'));
  const page = search.Page ?? 1;
  const total = data?.TotalCount ?? 0;
  const totalPages = data ? pageCount(data.TotalCount, data.PageSize) : 0;

  // Focus moves once per submitted search, when its answer (or its failure) is on screen; the
  // count line takes it with tabindex -1 so the next Tab goes to the first result.
  const heading = useRef<HTMLParagraphElement>(null);
  const focused = useRef(0);
  const answered = Boolean(problemText) || unreachable || (Boolean(data) && !isPlaceholderData && !isPending);
  useEffect(() => {
    if (focusAsk === focused.current || !answered) return;
    focused.current = focusAsk;
    heading.current?.focus();
  }, [focusAsk, answered]);

  let body;
  if (problemText) {
    body = (
      <StatusMessage role="alert" icon={<WarningIcon aria-hidden="true" />} title={Messages.searchWarningTitle} text={problemText} />
    );
  } else if (unreachable) {
    const offline = fetchStatus === 'paused' || error instanceof NetworkError;
    const outage = error instanceof ApiError && error.status >= 500;
    const message = (
      // A search the server refuses (an unknown place in a shared link) says why; asking again would not help.
      <LoadFailed
        title={offline ? m.offlineTitle : m.failedTitle}
        text={offline ? m.offlineText : error instanceof ApiError && error.status === 400 && error.message ? error.message : m.failedText}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
    // Nothing saved for this search: the listings already on the device, by the same criteria.
    body = offline || outage
      ? <DeviceResults criteria={criteriaOf(search)} resultsHref={resultsHref} offline={offline} fallback={message} />
      : message;
  } else if (isPending || !data) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {m.loading}
        </p>
        <div className={styles.list} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <ListingCardSkeleton key={i} variant="search" />
          ))}
        </div>
      </>
    );
  } else if (total === 0) {
    const suggestions = data.Suggestions ?? [];
    body = (
      <>
        <StatusMessage
          icon={<HomeIcon aria-hidden="true" />}
          title={Messages.noSearchResults}
          action={
            suggestions.length ? undefined : (
              <Link to={path} search={{}} className="btn btn-outline">
                {m.clearAll}
              </Link>
            )
          }
        />
        {suggestions.length ? (
          <nav aria-labelledby="nearby-searches">
            <h2 id="nearby-searches" className={styles.suggestionsTitle}>
              {m.nearby}
            </h2>
            <ul className={styles.suggestions}>
              {suggestions.map((s) => (
                <li key={s.Label}>
                  <Link to={path} search={criteriaFromBody(s.Criteria)}>
                    <span dir="auto">{s.Changes?.length ? suggestionLabel(s.Changes, NAME_LABELS) : s.Label}</span>
                    <span className={`${styles.suggestionCount} tabular`}>
                      <bdi dir="ltr">{groupDigits(s.Count)}{s.CountCapped ? '+' : ''}</bdi>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </>
    );
  } else if (data.Items.length === 0) {
    body = (
      <StatusMessage
        icon={<HomeIcon aria-hidden="true" />}
        title={m.emptyPage(page)}
        action={
          <Link to="." search={((prev: Record<string, unknown>) => ({ ...prev, Page: undefined })) as never} className="btn btn-outline">
            {m.firstPage}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-busy={isPlaceholderData || undefined} data-stale={isPlaceholderData || undefined}>
          {data.Items.map((listing, i) => (
            <li key={listing.PropertyId}>
              <ListingCard
                variant="search"
                listing={listing}
                headingLevel="h2"
                eager={i < EAGER_CARDS}
                resultsHref={resultsHref}
              />
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} label={m.resultPages} />
      </>
    );
  }

  const onMap = search.View === 'map';
  if (onMap) body = <ResultsMap path={path} criteria={criteriaOf(search)} />;
  // Projects under the first page of a list, once it has its answer (a named project helps most
  // where no listing matched).
  const projects = !onMap && page === 1 && data && !isPlaceholderData && !problemText;

  return (
    <section className={styles.results} aria-label={m.results}>
      <FilterChips path={path} criteria={criteriaOf(search)} />
      <SaveSearch key={JSON.stringify(criteriaOf(search))} criteria={criteriaOf(search)} />
      {data?.Readings?.length && !isPlaceholderData ? <Readings readings={data.Readings} /> : null}
      {data?.DidYouMean && !isPlaceholderData ? (
        <p className={styles.readings}>
          {m.didYouMean}{' '}
          <Link to={path} search={{ ...criteriaOf(search), Keywords: data.DidYouMean }} dir="auto">
            {data.DidYouMean}
          </Link>
          {m.questionMark}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        {/*
          * Where a submitted search leaves focus (tabindex -1), announced as it changes. A status line
          * rather than a heading: each result's title is the region's level-2 heading, and a count
          * heading before them would be taken for the first result's.
          */}
        <p ref={heading} className={`${styles.count} tabular`} tabIndex={-1} role="status" aria-atomic="true">
          {problemText || isPending || unreachable
            ? '\u00a0'
            : m.found(`${groupDigits(total)}${data?.TotalCountCapped ? '+' : ''}`, total)}
        </p>
        {/*
          * exact: the router's own "active" check reads a link's search as a subset of the address's,
          * with its undefined values left out, so the list link ({ Near }) counted as the map's page
          * ({ Near, View: 'map' }) too and both were marked current.
          */}
        <nav className={styles.views} aria-label={m.view}>
          <Link to={path} search={{ ...search, View: undefined }} activeOptions={{ exact: true }} className={styles.viewLink} aria-current={onMap ? undefined : 'page'}>
            {m.viewList}
          </Link>
          <Link to={path} search={{ ...search, View: 'map', Page: undefined }} activeOptions={{ exact: true }} className={styles.viewLink} aria-current={onMap ? 'page' : undefined}>
            {m.viewMap}
          </Link>
        </nav>
        <NearMe path={path} criteria={criteriaOf(search)} />
        {onMap ? null : <SelectField
          label={m.sortBy}
          className={styles.sort}
          value={sort}
          disabled={Boolean(problemText)}
          onChange={(event) => {
            const next = event.target.value as SortOption;
            void navigate({
              to: path,
              search: { ...search, Sort: next === defaultSort ? undefined : next, Page: undefined },
            });
          }}
        >
          {sortChoices.map((choice) => (
            <option key={choice} value={choice}>
              {SORT_LABELS[choice]}
            </option>
          ))}
        </SelectField>}
      </div>
      {body}
      {projects ? <ProjectsInResults criteria={criteriaOf(search)} /> : null}
    </section>
  );
}
