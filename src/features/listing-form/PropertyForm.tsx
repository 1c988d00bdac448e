/**
 * The listing form (docs/product.md, sections 4 and 5): new, edited, or resumed from a draft or from
 * the outbox's "Edit". It decides which errors show and holds the photos; the fields are
 * ListingFields.tsx, the draft autosave useDraftAutosave.ts and the submission useListingSubmit.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Limits } from '../../contract/constants.ts';
import { localize } from '../../contract/i18n.ts';
import type { SubmitFormOptions } from '../../contract/types.ts';
import { ImagePicker } from '../../components/image-picker/ImagePicker.tsx';
import { useImagePicker } from '../../components/image-picker/useImagePicker.ts';
import type { ListingDraft } from '../../offline/drafts-logic.ts';
import {
  formFieldOf,
  isImageField,
  propertyResolver,
  valuesFromSnapshot,
  visibleEmailError,
  type FormField,
  type PropertyFormValues,
} from './form-values.ts';
import { BasicFields, ContactFields, DetailsFields, LocationFields, Section } from './ListingFields.tsx';
import { restoredImages, useDraftAutosave } from './useDraftAutosave.ts';
import { useListingSubmit } from './useListingSubmit.ts';
import { PriceCheck } from './PriceCheck.tsx';
import type { PhoneProof } from './PhoneVerification.tsx';
import styles from './ListingForm.module.css';
import { listingFormMessages as m } from './listing-form-messages.ts';

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

/** Form order: "Show what's missing" goes to the first of these that needs attention. */
const FIELD_ORDER: readonly FormField[] = [
  'Title', 'Price', 'PurposeId', 'TypeId', 'Area', 'AreaUnitId', 'BedRoomId', 'BathRoomId',
  'PossessionStatus', 'InstalmentsPaid', 'InstalmentsRemaining', 'InstalmentAmount', 'Description',
  'Features', 'CityId', 'LocationId', 'FullName', 'EmailAddress', 'PhoneNumber', 'PosterKind',
];

export function PropertyForm({ options, initial: blankValues, propertyId, storedImages, draftId, draft }: Props) {
  const [initial] = useState(() => (draft ? valuesFromSnapshot(draft.values, blankValues) : blankValues));
  const [restored] = useState(() => restoredImages(draft));
  const picker = useImagePicker(storedImages, Limits.maxImages, restored);
  // Photos shared from the gallery or WhatsApp (share_target) start a new listing.
  const addPhotos = picker.add;
  useEffect(() => {
    if (propertyId !== null) return;
    void import('../../offline/shared-photos.ts')
      .then((m) => m.takeSharedPhotos())
      .then((files) => { if (files.length) addPhotos(files); })
      .catch(() => undefined);
  }, [propertyId, addPhotos]);
  const [revealAll, setRevealAll] = useState(false);
  const [imageError, setImageError] = useState<string | undefined>();
  // A refusal from the outbox that names no field of the form is said above it instead.
  const [formProblem, setFormProblem] = useState<string | undefined>();

  const form = useForm<PropertyFormValues>({
    resolver: propertyResolver,
    mode: 'all',
    defaultValues: initial,
  });
  const { getFieldState, formState, watch, setError, setFocus, trigger } = form;
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

  // A code entered right on this form: its proof goes with the submission while the number is unchanged.
  const [phoneProof, setPhoneProof] = useState<PhoneProof | null>(null);
  const drafts = useDraftAutosave({ form, items: picker.items, draftId, draft, propertyId, blankValues, storedImages });
  const { onSubmit, phase, notStored, relistOffer, relist, relisting, postAsNew } = useListingSubmit({ form, picker, options, propertyId, setImageError, phoneProof, ...drafts });

  const email = watch('EmailAddress');

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

  const saving = phase !== 'idle';
  const relistHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!relistOffer) return;
    relistHeading.current?.focus();
    relistHeading.current?.scrollIntoView({ block: 'center' });
  }, [relistOffer]);

  if (relistOffer) {
    const { earlier } = relistOffer;
    return (
      <section className={styles.relistOffer} role="alertdialog" aria-labelledby="relist-title" aria-describedby="relist-text">
        {/* The form was scrolled to its Save button: the offer that replaces it is brought into view. */}
        <h2 id="relist-title" tabIndex={-1} ref={relistHeading}>{m.relist.title}</h2>
        <p id="relist-text">{m.relist.text(earlier.PropertyId, earlier.Title)}</p>
        <div className={styles.relistButtons}>
          <button type="button" className="btn btn-primary" disabled={relisting} onClick={() => void relist()}>{m.relist.button(earlier.PropertyId)}</button>
          <button type="button" className="btn btn-outline" disabled={relisting} onClick={postAsNew}>{m.relist.postAsNew}</button>
        </div>
        <p className={styles.note}>{m.relist.postAsNewNote}</p>
      </section>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      {formProblem ? (
        <p className={styles.formProblem} role="alert">
          {formProblem}
        </p>
      ) : null}
      <BasicFields form={form} options={options} errorOf={errorOf} />
      <DetailsFields form={form} options={options} errorOf={errorOf} />
      <LocationFields form={form} options={options} errorOf={errorOf} />
      <PriceCheck form={form} options={options} />
      <Section number={4} title={m.sections.images} hint={m.sections.imagesHint}>
        <ImagePicker picker={picker} error={imageError} />
      </Section>

      <ContactFields form={form} errorOf={errorOf} phoneProof={phoneProof} onPhoneProof={setPhoneProof} />

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
        {notStored && !saving ? (
          <p className={styles.formProblem} role="alert">
            {notStored}
          </p>
        ) : null}
      </div>
    </form>
  );
}
