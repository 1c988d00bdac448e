import { noteSaved } from '../../offline/install-moment.ts';
import { useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { fieldErrorOf } from '../../api/account.ts';
import { ApiError } from '../../api/errors.ts';
import { newIdempotencyKey } from '../../api/listings-write.ts';
import { locationsQuery } from '../../api/reference.ts';
import { getAuthToken } from '../../api/session.ts';
import { Limits } from '../../contract/constants.ts';
import { Messages } from '../../contract/messages.ts';
import { localize } from '../../contract/i18n.ts';
import type { SubmitFormOptions } from '../../contract/types.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { PropertyTypeOptions } from '../../components/form/PropertyTypeOptions.tsx';
import { ImagePicker } from '../../components/image-picker/ImagePicker.tsx';
import { useImagePicker, type PickedImage } from '../../components/image-picker/useImagePicker.ts';
import type { OrderEntry } from '../../components/image-picker/image-list.ts';
import { AUTOSAVE_DELAY_MS, isWorthSaving, type DraftImage, type ListingDraft } from '../../offline/drafts-logic.ts';
import { deleteDraft, saveDraft } from '../../offline/drafts.ts';
import { sendOrQueue } from '../../offline/outbox/queue.ts';
import { notify } from '../../components/toast/notify.tsx';
import { keepDigits, typesNonDigit } from '../../contract/phone.ts';
import { formatPrice } from '../../lib/price.ts';
import {
  formFieldOf,
  hasRooms,
  isImageField,
  propertyResolver,
  snapshotOf,
  toListingRequest,
  valuesFromSnapshot,
  visibleEmailError,
  type FormField,
  type PropertyFormValues,
} from './form-values.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import styles from './ListingForm.module.css';
import { listingFormMessages as m } from './listing-form-messages.ts';
import { cityLabel, featureLabel, purposeLabel, unitLabel } from '../../lib/reference-labels.ts';
import { listingWriteKeys } from '../../api/query-keys.ts';

interface Props {
  options: SubmitFormOptions;
  initial: PropertyFormValues;
  /** null for a new listing. */
  propertyId: number | null;
  /** Upload names of the stored photos of an edited listing, cover first. */
  storedImages: readonly string[];
  /** Where the autosave goes: a fresh id, or the resumed draft's. */
  draftId: string;
  /** A draft being resumed: its values and photos replace `initial` and `storedImages`. */
  draft?: ListingDraft | undefined;
}

function restoredImages(draft: ListingDraft | undefined): Array<OrderEntry<File>> | undefined {
  return draft?.images.map((image): OrderEntry<File> =>
    image.kind === 'stored'
      ? image
      : { kind: 'new', file: new File([image.blob], image.name, { type: image.blob.type || 'image/jpeg' }) },
  );
}

/** The photos as a draft keeps them; one still being compressed joins the draft when it is ready. */
function draftImagesOf(items: readonly PickedImage[]): DraftImage[] {
  return items.flatMap((item): DraftImage[] => {
    if (item.kind === 'stored') return [{ kind: 'stored', upload: item.upload }];
    return item.file ? [{ kind: 'new', blob: item.file, name: item.file.name }] : [];
  });
}

/** Form order: "Show what's missing" goes to the first of these that needs attention. */
const FIELD_ORDER: readonly FormField[] = [
  'Title', 'Price', 'PurposeId', 'TypeId', 'Area', 'AreaUnitId', 'BedRoomId', 'BathRoomId', 'Description',
  'Features', 'CityId', 'LocationId', 'FullName', 'EmailAddress', 'PhoneNumber',
];

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

function Section({ number, title, hint, children }: { number: number; title: string; hint?: string; children: ReactNode }) {
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

export function PropertyForm({ options, initial: blankValues, propertyId, storedImages, draftId, draft }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => (draft ? valuesFromSnapshot(draft.values, blankValues) : blankValues));
  const [restored] = useState(() => restoredImages(draft));
  const picker = useImagePicker(storedImages, Limits.maxImages, restored);
  // Photos shared from the gallery or WhatsApp (share_target) start a new listing (issue 13, item 7).
  const addPhotos = picker.add;
  useEffect(() => {
    if (propertyId !== null) return;
    void import('../../offline/shared-photos.ts')
      .then((m) => m.takeSharedPhotos())
      .then((files) => { if (files.length) addPhotos(files); })
      .catch(() => undefined);
  }, [propertyId, addPhotos]);
  // One key for this submission and every retry of it, so a lost answer never makes a second listing.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [phase, setPhase] = useState<'idle' | 'preparing' | 'saving'>('idle');
  const [revealAll, setRevealAll] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  // A refusal from the outbox that names no field of the form is said above it instead.
  const [formProblem, setFormProblem] = useState<string | undefined>();
  const purposeId = useId();
  const featuresId = useId();

  const { register, control, handleSubmit, getFieldState, formState, watch, getValues, setValue, setError, setFocus, trigger } =
    useForm<PropertyFormValues>({
      resolver: propertyResolver,
      mode: 'all',
      defaultValues: initial,
    });
  const { isValid } = formState;

  // A listing the server refused in the outbox comes back by "Edit" with the server's words, shown
  // beside the field they are about, as after a refusal of the form's own send.
  useEffect(() => {
    const problem = draft?.problem;
    if (!problem) return;
    const message = localize(problem.message);
    const field = problem.field ? formFieldOf(problem.field) : null;
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    else if (problem.field && isImageField(problem.field)) setImageError(message);
    else setFormProblem(message);
  }, [draft, setError]);

  // ---- Draft autosave: about a second after the last change, fields and compressed photos ----
  const [draftCreated] = useState(() => draft?.createdAt ?? Date.now());
  const itemsRef = useRef(picker.items);
  useEffect(() => {
    itemsRef.current = picker.items;
  });
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Once submitted (sent or queued) the draft is gone and a late autosave must not bring it back.
  const finished = useRef(false);

  const saveNow = () => {
    saveTimer.current = undefined;
    if (finished.current) return;
    const values = snapshotOf(getValues());
    const images = draftImagesOf(itemsRef.current);
    // A resumed draft is always kept current; a fresh form only once the user has put something in.
    if (!draft && !isWorthSaving(values, snapshotOf(blankValues), images, storedImages.length)) return;
    saveDraft({ id: draftId, propertyId, values, images, createdAt: draftCreated, updatedAt: Date.now() }).catch(() => {
      // Storage full or blocked: the form still works, only without a draft.
    });
  };
  // The timer and the unmount flush call the latest saveNow without re-subscribing on every render.
  const saveNowRef = useRef(saveNow);
  useEffect(() => {
    saveNowRef.current = saveNow;
  });

  const scheduleSave = useCallback(() => {
    if (saveTimer.current !== undefined) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => saveNowRef.current(), AUTOSAVE_DELAY_MS);
  }, []);

  useEffect(() => {
    const subscription = watch(() => scheduleSave());
    return () => subscription.unsubscribe();
  }, [watch, scheduleSave]);

  useEffect(() => {
    scheduleSave();
  }, [picker.items, scheduleSave]);

  // Leaving the page keeps what was typed in the last second too.
  useEffect(
    () => () => {
      if (saveTimer.current !== undefined) {
        clearTimeout(saveTimer.current);
        saveNowRef.current();
      }
    },
    [],
  );

  const finishDraft = () => {
    finished.current = true;
    if (saveTimer.current !== undefined) clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    void deleteDraft(draftId).catch(() => undefined);
  };

  const [typeId, cityId, price, purpose, email, features] = watch(['TypeId', 'CityId', 'Price', 'PurposeId', 'EmailAddress', 'Features']);
  const [featuresOpen, setFeaturesOpen] = useState(initial.Features.length > 0);
  const withRooms = hasRooms(typeId);
  const city = Number(cityId) || 0;
  const { data: cityLocations, isFetching: locationsLoading } = useQuery(locationsQuery(city));
  const locations = city ? (cityLocations ?? []) : [];
  const purposeText = options.Purposes.find((p) => String(p.Id) === purpose)?.Text;

  /** Errors show once a field is touched or changed, after "Show what's missing", or when the server named it. */
  const errorOf = (name: FormField): string | undefined => {
    const { error, isTouched, isDirty } = getFieldState(name, formState);
    if (!error?.message) return undefined;
    if (error.type !== 'server' && !(isTouched || isDirty || revealAll)) return undefined;
    return name === 'EmailAddress' ? visibleEmailError(error.message, email) : error.message;
  };

  const showMissing = async () => {
    await trigger();
    setRevealAll(true);
    const first = FIELD_ORDER.find((name) => getFieldState(name).invalid);
    if (first) setFocus(first, { shouldSelect: false });
  };

  const onSubmit = handleSubmit(async (values) => {
    setImageError(undefined);
    setPhase('preparing');
    const images = await picker.collect();
    setPhase('saving');
    const request = toListingRequest(values, { propertyId, features: options.OtherFeatures, images });
    // A signed-in owner's listing needs a login; queued, it goes with whoever is signed in when it is sent.
    const loggedIn = getAuthToken() !== null;
    try {
      const outcome = await sendOrQueue({ request, idempotencyKey, needsLogin: loggedIn });
      if (outcome.status === 'queued') {
        // It lives in the outbox now; the form behaves as after a success.
        finishDraft();
        void navigate({ to: '/outbox' });
        return;
      }
      const answer = outcome.value;
      if (!answer.IsSuccess) {
        notify.error(answer.Message || Messages.badRequestFallback);
        setPhase('idle');
        return;
      }
      finishDraft();
      void queryClient.invalidateQueries({ queryKey: listingWriteKeys.lists() });
      if (propertyId !== null) queryClient.removeQueries({ queryKey: listingWriteKeys.forEdit(propertyId) });
      notify.success(Messages.propertySaved, undefined, { id: 'property-saved' });
      noteSaved();
      // My Properties needs a login; an anonymous owner goes home. A new or edited listing waits for approval.
      if (getAuthToken()) void navigate({ to: '/account/properties', hash: 'PendingProperty' });
      else void navigate({ to: '/' });
    } catch (error) {
      setPhase('idle');
      // Sent quietly (a queued submission is no error), so the refusal is told here.
      if (error instanceof ApiError) notify.error(error.envelope?.Message?.trim() || Messages.badRequestFallback);
      const named = fieldErrorOf(error);
      if (!named) return;
      // The toast has told the user; the field it names shows the message too.
      const field = formFieldOf(named.Field);
      if (field) {
        setError(field, { type: 'server', message: named.Message }, { shouldFocus: true });
      } else if (isImageField(named.Field)) {
        setImageError(named.Message);
      }
    }
  });

  const saving = phase !== 'idle';
  const cityField = register('CityId', {
    // docs/product.md, section 4: a new city clears the location and loads that city's locations.
    onChange: () => setValue('LocationId', '', { shouldValidate: true }),
  });
  const priceNumber = Number(price);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      {formProblem ? (
        <p className={styles.formProblem} role="alert">
          {formProblem}
        </p>
      ) : null}
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
            maxLength={Limits.priceDigits}
            autoComplete="off"
            className={priceNumber > 0 ? styles.priceInWords : undefined}
            hint={priceNumber > 0 ? m.priceInWords(formatPrice(priceNumber, purposeText)) : m.priceDigits}
            error={errorOf('Price')}
            {...digitsOnly(register('Price'), { paste: true, drop: true })}
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
                {locations.map((l) => (
                  <option key={l.Id} value={l.Id}>
                    {l.Text}
                  </option>
                ))}
              </SelectField>
            )}
          />
        </div>
      </Section>

      <Section number={4} title={m.sections.images} hint={m.sections.imagesHint}>
        <ImagePicker picker={picker} error={imageError} />
      </Section>

      <Section number={5} title={m.sections.contact} hint={m.sections.contactHint}>
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
      </Section>

      <div className={styles.submitBar}>
        <button type="submit" className={`btn btn-primary ${styles.save}`} disabled={!isValid || saving}>
          {phase === 'preparing' ? m.preparing : phase === 'saving' ? m.saving : m.save}
        </button>
        {!isValid && !saving ? (
          <div className={styles.missing}>
            <p>{m.fillRequired}</p>
            <button type="button" className={`btn btn-ghost ${styles.missingButton}`} onClick={() => void showMissing()}>
              {m.showMissing}
            </button>
          </div>
        ) : null}
        {picker.busy && !saving ? <p className={styles.note}>{m.photosBusy}</p> : null}
      </div>
    </form>
  );
}
