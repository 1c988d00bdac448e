import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { dropDownDataQuery, locationsQuery } from '../../api/reference.ts';
import { PRICE_OPTIONS, type PurposeId } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { PropertyTypeOptions } from '../../components/form/PropertyTypeOptions.tsx';
import { SearchIcon } from '../../components/icons/icons.tsx';
import { CityField } from '../../components/search/CityField.tsx';
import { PurposeTabs } from '../../components/search/PurposeTabs.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatPrice } from '../../lib/price.ts';
import { buildSearchCriteria, findRangeProblem } from '../../lib/search-criteria.ts';
import { homeMessages as m } from './home-messages.ts';
import styles from './HeroSearch.module.css';

const ALL = 0;

const priceLabel = (value: number): string => (value === 0 ? m.anyPrice : formatPrice(value));

export function HeroSearch() {
  const navigate = useNavigate();
  const [purpose, setPurpose] = useState<PurposeId>(0);
  const [city, setCity] = useState(ALL);
  // null until the user picks a location: a city with exactly one location preselects it.
  const [locationChoice, setLocationChoice] = useState<number | null>(null);
  const [keywords, setKeywords] = useState('');
  const [propertyType, setPropertyType] = useState(ALL);
  const [minPrice, setMinPrice] = useState(0);
  const [maxPrice, setMaxPrice] = useState(0);

  const { data: dropDown } = useQuery(dropDownDataQuery());
  const { data: cityLocations, isFetching: locationsLoading } = useQuery(locationsQuery(city));
  const locations = city === ALL ? [] : (cityLocations ?? []);
  const onlyLocation = locations.length === 1 ? locations[0] : undefined;
  const location = locationChoice ?? onlyLocation?.Id ?? ALL;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const criteria = buildSearchCriteria({
      Purpose: purpose,
      City: city,
      Location: location === ALL ? undefined : [location],
      Keywords: keywords,
      PropertyType: propertyType,
      MinPrice: minPrice,
      MaxPrice: maxPrice,
    });
    if (findRangeProblem(criteria) === 'price') {
      notify.warning(Messages.searchWarningTitle, Messages.minPriceAboveMax, { id: 'search-range' });
      return;
    }
    void navigate({ to: '/properties', search: criteria });
  };

  return (
    <form className={styles.card} onSubmit={onSubmit} role="search" aria-label={m.searchLabel}>
      <PurposeTabs variant="hero" value={purpose} onChange={setPurpose} />

      <div className={styles.fields}>
        <CityField
          cities={dropDown?.Cities}
          className={styles.city}
          value={city}
          onChange={(id) => {
            setCity(id);
            setLocationChoice(null);
          }}
        />

        <SelectField
          label={m.location}
          name="Location"
          className={styles.location}
          value={location}
          onChange={(event) => setLocationChoice(Number(event.target.value))}
          aria-busy={locationsLoading || undefined}
        >
          <option value={ALL}>{m.allLocations}</option>
          {locations.map((l) => (
            <option key={l.Id} value={l.Id}>
              {l.Text}
            </option>
          ))}
        </SelectField>

        <SelectField
          label={m.propertyType}
          name="PropertyType"
          className={styles.type}
          value={propertyType}
          onChange={(event) => setPropertyType(Number(event.target.value))}
        >
          <option value={ALL}>{m.allTypes}</option>
          <PropertyTypeOptions types={dropDown?.Types ?? []} />
        </SelectField>

        <TextField
          label={m.keywords}
          className={styles.keywords}
          type="search"
          name="Keywords"
          placeholder={m.keywordsPlaceholder}
          value={keywords}
          onChange={(event) => setKeywords(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />

        <SelectField
          label={m.minPrice}
          name="MinPrice"
          className={styles.minPrice}
          value={minPrice}
          onChange={(event) => setMinPrice(Number(event.target.value))}
        >
          {PRICE_OPTIONS.map((p) => (
            <option key={p} value={p}>
              {priceLabel(p)}
            </option>
          ))}
        </SelectField>

        <SelectField
          label={m.maxPrice}
          name="MaxPrice"
          className={styles.maxPrice}
          value={maxPrice}
          onChange={(event) => setMaxPrice(Number(event.target.value))}
        >
          {PRICE_OPTIONS.map((p) => (
            <option key={p} value={p}>
              {priceLabel(p)}
            </option>
          ))}
        </SelectField>

        <button type="submit" className={`btn btn-accent ${styles.submit}`}>
          <SearchIcon aria-hidden="true" />
          {m.search}
        </button>
      </div>
    </form>
  );
}
