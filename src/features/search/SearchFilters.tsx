import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { locationsQuery } from '../../api/reference.ts';
import {
  HOMES_SUBTYPE,
  POSSESSION_STATUSES,
  PRICE_OPTIONS,
  type PossessionStatus,
  type PurposeId,
} from '../../contract/constants.ts';
import { possessionLabels } from '../../contract/possession-label-messages.ts';
import { possessionMessages } from '../../contract/possession-messages.ts';
import { PossessionGuide } from '../../components/possession/PossessionTerms.tsx';
import { Messages } from '../../contract/messages.ts';
import type { DropDownData } from '../../contract/types.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { PropertyTypeOptions } from '../../components/form/PropertyTypeOptions.tsx';
import { SearchIcon } from '../../components/icons/icons.tsx';
import { CityField } from '../../components/search/CityField.tsx';
import { PurposeTabs } from '../../components/search/PurposeTabs.tsx';
import { MultiSelect } from '../../components/select/MultiSelect.tsx';
import { placeChoices } from '../../lib/place-tree.ts';
import { notify } from '../../components/toast/notify.tsx';
import { buildSearchCriteria, findRangeProblem, type SearchCriteria } from '../../lib/search-criteria.ts';
import { AreaField } from './AreaField.tsx';
import { LISTING_UNIT_IDS } from '../../contract/area.ts';
import { useAreaPreference } from '../../components/area-unit/useAreaPreference.ts';
import { areaSteps, convertArea, priceLabel, stepsWith } from './options.ts';
import { searchMessages } from './search-messages.ts';
import { unitLabel } from '../../lib/reference-labels.ts';
import styles from './SearchFilters.module.css';

const ALL = 0;

interface Draft {
  Purpose: PurposeId;
  City: number;
  /** null until the user picks: then a city with exactly one location preselects it. */
  Location: number[] | null;
  Keywords: string;
  PropertyType: number;
  MinPrice: number;
  MaxPrice: number;
  AreaUnit: number;
  MinArea: number;
  MaxArea: number;
  BedRooms: number;
  BathRooms: number;
  VerifiedOnly: boolean;
  OwnersOnly: boolean;
  HideUnapproved: boolean;
  /** '' for any stage. */
  Possession: PossessionStatus | '';
}

const MORE_KEYS = ['PropertyType', 'MinPrice', 'MaxPrice', 'AreaUnit', 'MinArea', 'MaxArea', 'BedRooms', 'BathRooms'] as const;

/**
 * The applied criteria as the form starts. Without a unit in the address, the area bounds are read
 * and written in the visitor's preferred unit (the header's control), not in square feet.
 */
function draftFrom(c: SearchCriteria, preferredUnit: number): Draft {
  return {
    Purpose: c.Purpose ?? 0,
    City: c.City ?? ALL,
    Location: c.Location?.length ? c.Location : null,
    Keywords: c.Keywords ?? '',
    PropertyType: c.PropertyType ?? ALL,
    MinPrice: c.MinPrice ?? 0,
    MaxPrice: c.MaxPrice ?? 0,
    AreaUnit: c.AreaUnit ?? preferredUnit,
    MinArea: c.MinArea ?? 0,
    MaxArea: c.MaxArea ?? 0,
    BedRooms: c.BedRooms ?? ALL,
    BathRooms: c.BathRooms ?? ALL,
    VerifiedOnly: c.VerifiedOnly ?? false,
    OwnersOnly: c.OwnersOnly === true,
    HideUnapproved: c.HideUnapproved === true,
    Possession: c.Possession ?? '',
  };
}

interface Props {
  /** The applied criteria; the form starts from them (the page remounts it when the URL changes). */
  initial: SearchCriteria;
  dropDown: DropDownData | undefined;
  onSearch: (criteria: SearchCriteria) => void;
}

/**
 * The search criteria as a form. Changes stay in the form until Search, so one search is one history
 * entry and back/forward steps through searches, not through every select the user touched.
 */
export function SearchFilters({ initial, dropDown, onSearch }: Props) {
  const m = searchMessages.form;
  const preference = useAreaPreference();
  const preferredUnit = LISTING_UNIT_IDS[preference.unit];
  const [draft, setDraft] = useState<Draft>(() => draftFrom(initial, preferredUnit));
  const [moreOpen, setMoreOpen] = useState(() => MORE_KEYS.some((key) => initial[key] !== undefined) || initial.Possession !== undefined);
  const moreId = useId();

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const { data: cityLocations, isPending: locationsPending } = useQuery(locationsQuery(draft.City));
  const locations = draft.City === ALL ? [] : (cityLocations ?? []);
  const onlyLocation = locations.length === 1 ? locations[0] : undefined;
  const locationValue = draft.Location ?? (onlyLocation ? [onlyLocation.Id] : [ALL]);

  const types = dropDown?.Types ?? [];
  const chosenType = types.find((t) => t.Id === draft.PropertyType);
  const isHome = chosenType?.SubType === HOMES_SUBTYPE;
  const unitName = dropDown?.AreaUnits.find((u) => u.Id === draft.AreaUnit)?.Text;
  const noAreaBounds = draft.MinArea === 0 && draft.MaxArea === 0;
  const moreCount = MORE_KEYS.filter(
    (key) => draft[key] !== 0 && (isHome || (key !== 'BedRooms' && key !== 'BathRooms')) && !(key === 'AreaUnit' && noAreaBounds),
  ).length + (draft.Possession && !isHome ? 1 : 0);

  // The preference changed while the form is open: a form still in the old preferred unit follows it,
  // its bounds carried across (kept only where they land on whole numbers, as the unit select does).
  const lastPreferred = useRef(preferredUnit);
  useEffect(() => {
    const before = lastPreferred.current;
    lastPreferred.current = preferredUnit;
    if (before === preferredUnit) return;
    const unitOf = (id: number) => dropDown?.AreaUnits.find((u) => u.Id === id);
    setDraft((d) => (d.AreaUnit !== before && d.AreaUnit !== ALL ? d : {
      ...d,
      AreaUnit: preferredUnit,
      MinArea: convertArea(d.MinArea, unitOf(d.AreaUnit), unitOf(preferredUnit)),
      MaxArea: convertArea(d.MaxArea, unitOf(d.AreaUnit), unitOf(preferredUnit)),
    }));
  }, [preferredUnit, dropDown]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const criteria = buildSearchCriteria({
      ...draft,
      // A unit without bounds filters nothing: left out of the address rather than carried as noise.
      AreaUnit: noAreaBounds ? ALL : draft.AreaUnit,
      Location: locationValue.filter((id) => id !== ALL),
      // Rooms only mean something for homes; a stale choice must not filter plots out.
      BedRooms: isHome ? draft.BedRooms : 0,
      BathRooms: isHome ? draft.BathRooms : 0,
      // Homes have no possession status: a stale choice would empty the page.
      Possession: isHome ? '' : draft.Possession,
    });
    const problem = findRangeProblem(criteria);
    if (problem) {
      notify.warning(
        Messages.searchWarningTitle,
        problem === 'price' ? Messages.minPriceAboveMax : Messages.minAreaAboveMax,
        { id: 'search-range' },
      );
      return;
    }
    notify.dismiss('search-range');
    onSearch(criteria);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} role="search" aria-label={m.label}>
      <PurposeTabs variant="compact" value={draft.Purpose} onChange={(purpose) => set('Purpose', purpose)} />

      <CityField
        cities={dropDown?.Cities}
        value={draft.City}
        onChange={(id) => setDraft((d) => ({ ...d, City: id, Location: null }))}
      />

      <MultiSelect
        // A new city is a new list: what was typed to filter the last one must not hide this one.
        key={draft.City}
        label={m.location}
        options={placeChoices(locations)}
        allOption={{ value: ALL, label: m.allLocations }}
        value={locationValue}
        onChange={(next) => set('Location', next)}
        loading={draft.City !== ALL && locationsPending}
      />

      <TextField
        label={m.keywords}
        type="search"
        name="Keywords"
        placeholder={m.keywordsPlaceholder}
        value={draft.Keywords}
        onChange={(event) => set('Keywords', event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />

      <fieldset className={styles.checks}>
        <legend className="visually-hidden">{m.trust}</legend>
        <label className={styles.check}>
          <input type="checkbox" name="VerifiedOnly" checked={draft.VerifiedOnly} onChange={(event) => set('VerifiedOnly', event.target.checked)} />
          {m.verifiedOnly}
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="OwnersOnly" checked={draft.OwnersOnly} onChange={(event) => set('OwnersOnly', event.target.checked)} />
          {m.ownersOnly}
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="HideUnapproved" checked={draft.HideUnapproved} onChange={(event) => set('HideUnapproved', event.target.checked)} />
          {m.hideUnapproved}
        </label>
      </fieldset>

      <button
        type="button"
        className={styles.moreToggle}
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen((open) => !open)}
      >
        <span>{m.more}</span>
        {moreCount > 0 ? (
          <span className={styles.badge}>
            {moreCount}
            <span className="visually-hidden">{m.set}</span>
          </span>
        ) : null}
        <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>

      <div id={moreId} className={styles.more} hidden={!moreOpen}>
        <SelectField
          label={m.propertyType}
          name="PropertyType"
          className={styles.wide}
          value={draft.PropertyType}
          onChange={(event) => {
            const id = Number(event.target.value);
            const home = types.find((t) => t.Id === id)?.SubType === HOMES_SUBTYPE;
            setDraft((d) => ({ ...d, PropertyType: id, ...(home ? {} : { BedRooms: ALL, BathRooms: ALL }) }));
          }}
        >
          <option value={ALL}>{m.allTypes}</option>
          <PropertyTypeOptions types={types} />
        </SelectField>

        {isHome ? null : (
          <div className={`${styles.wide} ${styles.possession}`}>
            <SelectField
              label={possessionLabels.label}
              name="Possession"
              value={draft.Possession}
              onChange={(event) => set('Possession', event.target.value as PossessionStatus | '')}
            >
              <option value="">{possessionMessages.filterAny}</option>
              {POSSESSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {possessionLabels.status[status]}
                </option>
              ))}
            </SelectField>
            <PossessionGuide />
          </div>
        )}

        <SelectField label={m.minPrice} name="MinPrice" value={draft.MinPrice} onChange={(event) => set('MinPrice', Number(event.target.value))}>
          {stepsWith(PRICE_OPTIONS, draft.MinPrice).map((p) => (
            <option key={p} value={p}>
              {priceLabel(p)}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.maxPrice} name="MaxPrice" value={draft.MaxPrice} onChange={(event) => set('MaxPrice', Number(event.target.value))}>
          {stepsWith(PRICE_OPTIONS, draft.MaxPrice).map((p) => (
            <option key={p} value={p}>
              {priceLabel(p)}
            </option>
          ))}
        </SelectField>

        <SelectField
          label={m.areaUnit}
          name="AreaUnit"
          className={styles.wide}
          value={draft.AreaUnit}
          onChange={(event) => {
            const next = Number(event.target.value);
            const unitOf = (id: number) => dropDown?.AreaUnits.find((u) => u.Id === id);
            setDraft((d) => ({
              ...d,
              AreaUnit: next,
              MinArea: convertArea(d.MinArea, unitOf(d.AreaUnit), unitOf(next)),
              MaxArea: convertArea(d.MaxArea, unitOf(d.AreaUnit), unitOf(next)),
            }));
          }}
        >
          <option value={ALL}>{m.anyUnit}</option>
          {dropDown?.AreaUnits.map((u) => (
            <option key={u.Id} value={u.Id}>
              {unitLabel(u.Text)}
            </option>
          ))}
        </SelectField>

        <AreaField label={m.minArea} name="MinArea" steps={areaSteps(draft.AreaUnit)} unitName={unitName} value={draft.MinArea} onChange={(value) => set('MinArea', value)} />
        <AreaField label={m.maxArea} name="MaxArea" steps={areaSteps(draft.AreaUnit)} unitName={unitName} value={draft.MaxArea} onChange={(value) => set('MaxArea', value)} />

        {isHome ? (
          <>
            <SelectField label={m.bedrooms} name="BedRooms" value={draft.BedRooms} onChange={(event) => set('BedRooms', Number(event.target.value))}>
              <option value={ALL}>{m.any}</option>
              {dropDown?.BedRooms.map((b) => (
                <option key={b.Id} value={b.Id}>
                  {b.Text}
                </option>
              ))}
            </SelectField>
            <SelectField label={m.bathrooms} name="BathRooms" value={draft.BathRooms} onChange={(event) => set('BathRooms', Number(event.target.value))}>
              <option value={ALL}>{m.any}</option>
              {dropDown?.BathRooms.map((b) => (
                <option key={b.Id} value={b.Id}>
                  {b.Text}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
      </div>

      <button type="submit" className={`btn btn-accent ${styles.submit}`}>
        <SearchIcon aria-hidden="true" />
        {m.search}
      </button>
    </form>
  );
}
