/**
 * The listing form's fields, one component per numbered section (docs/product.md, sections 4 and 5):
 * what each field is, its limits and which key presses it takes. Which errors show, the photos and
 * the submit bar stay in PropertyForm.tsx; the rules of each value are the contract's (form-values.ts).
 */
import { useId, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { locationsQuery } from '../../api/reference.ts';
import { placeGroups } from '../../lib/place-tree.ts';
import { AGENT_LISTING_LIMIT, Limits, POSTER_KINDS } from '../../contract/constants.ts';
import { keepDigits, typesNonDigit } from '../../contract/phone.ts';
import type { PlaceCentre, SubmitFormOptions } from '../../contract/types.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { PropertyTypeOptions } from '../../components/form/PropertyTypeOptions.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { formatPrice, groupDigits } from '../../lib/price.ts';
import { PRICE_TEXT_MAX, parsePriceText } from '../../contract/price-text.ts';
import { cityLabel, featureLabel, purposeLabel, unitLabel } from '../../lib/reference-labels.ts';
import { hasRooms, type FormField, type PropertyFormValues } from './form-values.ts';
import styles from './ListingForm.module.css';
import { PinField } from './PinField.tsx';
import { PhoneVerification, type PhoneProof } from './PhoneVerification.tsx';
import type { PinStart } from './PinMapPicker.tsx';
import { listingFormMessages as m } from './listing-form-messages.ts';
import { hasPossession, possessionStatusesFor } from '../../contract/possession.ts';
import { possessionLabels } from '../../contract/possession-label-messages.ts';
import { possessionMessages } from '../../contract/possession-messages.ts';
import { PossessionTerm } from '../../components/possession/PossessionTerms.tsx';

export interface FieldsProps {
  form: UseFormReturn<PropertyFormValues>;
  options: SubmitFormOptions;
  /** The message to show beside a field now, if any (PropertyForm decides when errors show). */
  errorOf: (name: FormField) => string | undefined;
}

const blockEvent = (event: ClipboardEvent | DragEvent) => event.preventDefault();

/**
 * Digits only (docs/product.md, section 5): other key presses are refused, and whatever still arrives (Android
 * keyboards, autofill) is stripped to its digits. Paste and drop are blocked where the spec says so.
 */
function digitsOnly(field: UseFormRegisterReturn, block: { paste?: boolean; drop?: boolean }) {
  return {
    ...field,
    inputMode: 'numeric' as const,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (typesNonDigit(event)) event.preventDefault();
    },
    onPaste: block.paste ? blockEvent : undefined,
    onDrop: block.drop ? blockEvent : undefined,
    onChange: (event: { target: HTMLInputElement; type: string }) => {
      event.target.value = keepDigits(event.target.value);
      return field.onChange(event);
    },
  };
}

export function Section({ number, title, hint, children }: { number: number; title: string; hint?: string; children: ReactNode }) {
  // A plain section, not a labelled region: its heading would otherwise also "label" it, and a
  // search for the City field would find "City & Location Information" too.
  return (
    <section className={styles.section}>
      <header className={styles.sectionHeader}>
        <span className={styles.step} aria-hidden="true">
          {number}
        </span>
        <div>
          <h2 className={styles.sectionTitle}>
            {title}
          </h2>
          {hint ? <p className={styles.sectionHint}>{hint}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}

export function BasicFields({ form, options, errorOf }: FieldsProps) {
  const { register, watch } = form;
  const purposeId = useId();
  const [price, purpose] = watch(['Price', 'PurposeId']);
  const purposeText = options.Purposes.find((p) => String(p.Id) === purpose)?.Text;
  const parsedPrice = parsePriceText(price);
  const priceNumber = parsedPrice.ok ? parsedPrice.value : 0;
  return (
    <Section number={1} title={m.sections.basic}>
      <TextField
        label={m.title}
        placeholder={m.titlePlaceholder}
        maxLength={Limits.listingTitle}
        autoComplete="off"
        error={errorOf('Title')}
        {...register('Title')}
      />
      <div className={styles.pair}>
        <TextField
          label={m.price}
          placeholder={m.pricePlaceholder}
          maxLength={PRICE_TEXT_MAX}
          autoComplete="off"
          // Words as well as digits ("85 lakh"), so the full keyboard; spelling fixes would change "lac".
          autoCapitalize="off"
          spellCheck={false}
          className={priceNumber > 0 ? styles.priceInWords : undefined}
          hint={priceNumber > 0 ? m.priceInWords(formatPrice(priceNumber, purposeText), groupDigits(priceNumber)) : m.priceDigits}
          error={errorOf('Price')}
          {...register('Price')}
        />
        <fieldset className={styles.choice} aria-describedby={errorOf('PurposeId') ? `${purposeId}-error` : undefined}>
          <legend className={styles.choiceLegend}>{m.purpose}</legend>
          <div className={`${styles.segments} ${errorOf('PurposeId') ? styles.segmentsInvalid : ''}`}>
            {options.Purposes.map((p) => (
              <label key={p.Id} className={styles.segment}>
                <input type="radio" value={String(p.Id)} {...register('PurposeId')} />
                <span>{purposeLabel(p.Text)}</span>
              </label>
            ))}
          </div>
          {errorOf('PurposeId') ? (
            <p id={`${purposeId}-error`} className={styles.error}>
              {errorOf('PurposeId')}
            </p>
          ) : null}
        </fieldset>
      </div>
      <SelectField label={m.type} error={errorOf('TypeId')} {...register('TypeId')}>
        <option value="">{m.typeChoose}</option>
        <PropertyTypeOptions types={options.Types} />
      </SelectField>
    </Section>
  );
}

export function DetailsFields({ form, options, errorOf }: FieldsProps) {
  const { register, watch, getValues } = form;
  const featuresId = useId();
  const [typeId, features] = watch(['TypeId', 'Features']);
  const withRooms = hasRooms(typeId);
  // Mounted with the form: its starting values decide whether the features start open.
  const [featuresOpen, setFeaturesOpen] = useState(() => getValues('Features').length > 0);
  return (
    <Section number={2} title={m.sections.details}>
      <div className={`${styles.pair} ${styles.pairAlways} ${styles.areaPair}`}>
        <TextField
          label={m.area}
          placeholder={m.areaPlaceholder}
          maxLength={Limits.areaDigits}
          autoComplete="off"
          error={errorOf('Area')}
          {...digitsOnly(register('Area'), {})}
        />
        <SelectField label={m.areaUnit} error={errorOf('AreaUnitId')} {...register('AreaUnitId')}>
          <option value="">{m.unitChoose}</option>
          {options.AreaUnits.map((u) => (
            <option key={u.Id} value={u.Id}>
              {unitLabel(u.Text)}
            </option>
          ))}
        </SelectField>
      </div>
      {withRooms ? (
        <div className={styles.pair}>
          <SelectField label={m.bedrooms} error={errorOf('BedRoomId')} {...register('BedRoomId')}>
            <option value="">{m.notGiven}</option>
            {options.BedRooms.map((b) => (
              <option key={b.Id} value={b.Id}>
                {b.Text}
              </option>
            ))}
          </SelectField>
          <SelectField label={m.bathrooms} error={errorOf('BathRoomId')} {...register('BathRoomId')}>
            <option value="">{m.notGiven}</option>
            {options.BathRooms.map((b) => (
              <option key={b.Id} value={b.Id}>
                {b.Text}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      {hasPossession(Number(typeId)) ? <PossessionFields form={form} errorOf={errorOf} typeId={Number(typeId)} /> : null}
      <TextAreaField
        label={m.description}
        rows={4}
        textareaClassName={styles.textarea}
        placeholder={m.descriptionPlaceholder}
        error={errorOf('Description')}
        {...register('Description')}
      />
      {withRooms && options.OtherFeatures.length ? (
        // Thirty check boxes are a long scroll on a phone: folded until wanted, open when some are set.
        <details className={styles.featuresBox} open={featuresOpen} onToggle={(event) => setFeaturesOpen(event.currentTarget.open)}>
          <summary className={styles.featuresSummary}>
            <span>{m.featuresOptional}</span>
            <span className={styles.featuresCount}>{features.length ? m.featuresSelected(features.length) : m.noneSelected}</span>
          </summary>
          <fieldset className={styles.choice} aria-describedby={errorOf('Features') ? `${featuresId}-error` : undefined}>
            <legend className="visually-hidden">{m.features}</legend>
            <div className={styles.features}>
              {options.OtherFeatures.map((f) => (
                <label key={f.Id} className={styles.feature}>
                  <input type="checkbox" value={String(f.Id)} {...register('Features')} />
                  <span>{featureLabel(f.Text)}</span>
                </label>
              ))}
            </div>
            {errorOf('Features') ? (
              <p id={`${featuresId}-error`} className={styles.error}>
                {errorOf('Features')}
              </p>
            ) : null}
          </fieldset>
        </details>
      ) : null}
    </Section>
  );
}

/** Two no-break spaces a level: a phase under its society, a block under its phase. */
const INDENT = '\u00a0\u00a0\u00a0';
/**
 * A plot's, file's or form's stage (only the statuses its type allows) and, if bought on instalments,
 * how many are paid and left (possession.ts). The status's info button says what each term means.
 */
function PossessionFields({ form, errorOf, typeId }: Pick<FieldsProps, 'form' | 'errorOf'> & { typeId: number }) {
  const { register, watch } = form;
  const status = watch('PossessionStatus');
  const allowed = possessionStatusesFor(typeId);
  const chosen = allowed.find((s) => s === status);
  return (
    <div className={styles.possession}>
      <div className={styles.possessionStatus}>
        <SelectField label={possessionLabels.label} className={styles.possessionSelect} error={errorOf('PossessionStatus')} {...register('PossessionStatus')}>
          <option value="">{possessionMessages.notStated}</option>
          {allowed.map((s) => (
            <option key={s} value={s}>
              {possessionLabels.status[s]}
            </option>
          ))}
        </SelectField>
        {chosen ? <PossessionTerm status={chosen} /> : null}
      </div>
      <p className={styles.possessionHint}>{possessionMessages.instalmentsHint}</p>
      <div className={`${styles.pair} ${styles.pairAlways}`}>
        <TextField label={possessionMessages.instalmentsPaid} maxLength={3} autoComplete="off" error={errorOf('InstalmentsPaid')} {...digitsOnly(register('InstalmentsPaid'), {})} />
        <TextField label={possessionMessages.instalmentsRemaining} maxLength={3} autoComplete="off" error={errorOf('InstalmentsRemaining')} {...digitsOnly(register('InstalmentsRemaining'), {})} />
      </div>
      <TextField label={possessionMessages.instalmentAmount} maxLength={9} autoComplete="off" error={errorOf('InstalmentAmount')} {...digitsOnly(register('InstalmentAmount'), {})} />
    </div>
  );
}

/** The map for placing a point opens on the chosen location (a neighbourhood) or, failing that, the city. */
const LOCATION_ZOOM = 15;
const CITY_ZOOM = 12;
// A list kept on the phone from an older release has no centres: typeof, not a null check.
const centreOf = (place: PlaceCentre | undefined, zoom: number): PinStart | null =>
  typeof place?.Latitude === 'number' && typeof place.Longitude === 'number'
    ? { at: { lat: place.Latitude, lng: place.Longitude }, zoom }
    : null;

export function LocationFields({ form, options, errorOf }: FieldsProps) {
  const { register, watch, control, setValue } = form;
  const cityId = watch('CityId');
  const city = Number(cityId) || 0;
  const { data: cityLocations, isFetching: locationsLoading } = useQuery(locationsQuery(city));
  const locations = city ? (cityLocations ?? []) : [];
  const locationId = watch('LocationId');
  const placeStart = centreOf(locations.find((l) => String(l.Id) === locationId), LOCATION_ZOOM)
    ?? centreOf(options.Cities.find((c) => c.Id === city), CITY_ZOOM);
  const cityField = register('CityId', {
    // docs/product.md, section 4: a new city clears the location and loads that city's locations.
    onChange: () => setValue('LocationId', '', { shouldValidate: true }),
  });
  return (
    <Section number={3} title={m.sections.location}>
      <div className={styles.pair}>
        <SelectField label={m.city} error={errorOf('CityId')} {...cityField}>
          <option value="">{m.cityChoose}</option>
          {options.Cities.map((c) => (
            <option key={c.Id} value={c.Id}>
              {cityLabel(c.Text)}
            </option>
          ))}
        </SelectField>
        {/* Controlled: its options arrive after the city is chosen, and a select cannot hold a value it has no option for. */}
        <Controller
          control={control}
          name="LocationId"
          render={({ field }) => (
            <SelectField
              label={m.location}
              // Spread like register()'s props: the shared field passes `ref` on to its <select> (React 19).
              {...{ name: field.name, ref: field.ref }}
              value={locations.some((l) => String(l.Id) === field.value) ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              disabled={!city}
              aria-busy={(city > 0 && locationsLoading) || undefined}
              hint={city ? undefined : m.cityFirst}
              error={errorOf('LocationId')}
            >
              <option value="">{city && locationsLoading && !locations.length ? m.loading : m.locationChoose}</option>
              {placeGroups(locations).map((run) => (run.group ? (
                // A society with its phases and blocks; a select's groups cannot nest, so blocks are indented.
                <optgroup key={run.group.value} label={run.group.label}>
                  {run.options.map((o) => <option key={o.value} value={o.value}>{INDENT.repeat(o.depth)}{o.label}</option>)}
                </optgroup>
              ) : run.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)))}
            </SelectField>
          )}
        />
      </div>
      <PinField form={form} errorOf={errorOf} placeStart={placeStart} />
    </Section>
  );
}

export function ContactFields({ form, errorOf, phoneProof, onPhoneProof }: Omit<FieldsProps, 'options'> & {
  phoneProof: PhoneProof | null;
  onPhoneProof: (proof: PhoneProof) => void;
}) {
  const { register, watch } = form;
  const kindId = useId();
  const kindError = errorOf('PosterKind');
  return (
    <Section number={5} title={m.sections.contact} hint={m.sections.contactHint}>
      <fieldset className={styles.choice} aria-describedby={kindError ? `${kindId}-error` : `${kindId}-hint`}>
        <legend className={styles.choiceLegend}>{m.posterKind}</legend>
        <div className={`${styles.segments} ${kindError ? styles.segmentsInvalid : ''}`}>
          {POSTER_KINDS.map((kind) => (
            <label key={kind} className={styles.segment}>
              <input type="radio" value={kind} {...register('PosterKind')} />
              <span>{m.posterKinds[kind]}</span>
            </label>
          ))}
        </div>
        {kindError
          ? <p id={`${kindId}-error`} className={styles.error}>{kindError}</p>
          : <p id={`${kindId}-hint`} className={styles.choiceHint}>{m.posterKindHint(AGENT_LISTING_LIMIT)}</p>}
      </fieldset>
      <TextField
        label={m.fullName}
        autoComplete="name"
        dir="auto"
        maxLength={Limits.listingFullName}
        error={errorOf('FullName')}
        {...register('FullName')}
      />
      <div className={styles.pair}>
        <TextField
          label={m.email}
          type="email"
          autoComplete="email"
          maxLength={Limits.listingEmail}
          error={errorOf('EmailAddress')}
          {...register('EmailAddress')}
        />
        <TextField
          label={m.phone}
          type="tel"
          autoComplete="tel-national"
          placeholder={m.phonePlaceholder}
          maxLength={Limits.phone}
          error={errorOf('PhoneNumber')}
          {...digitsOnly(register('PhoneNumber'), { paste: true })}
        />
      </div>
      <PhoneVerification typed={watch('PhoneNumber')} proof={phoneProof} onProof={onPhoneProof} />
    </Section>
  );
}
