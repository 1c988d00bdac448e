/**
 * Submitting the listing form (docs/product.md, sections 3 and 4): the photos are collected, the
 * values become the record the outbox would keep (form-values.ts), and `sendOrQueue` sends it now or
 * queues it (src/offline/outbox/queue.ts) under one Idempotency-Key for this submission and every
 * retry, so a lost answer never makes a second listing. A refusal is told in a toast and beside the
 * field it names.
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { fieldErrorOf } from '../../api/account.ts';
import { ApiError } from '../../api/errors.ts';
import { randomId } from '../../lib/random-id.ts';
import { listingWriteKeys } from '../../api/query-keys.ts';
import { getAuthToken } from '../../api/session.ts';
import { Messages } from '../../contract/messages.ts';
import type { SubmitFormOptions } from '../../contract/types.ts';
import type { OwnEarlierListing } from '../../contract/duplicates.ts';
import { relistListing } from '../../api/duplicates.ts';
import { listingFormMessages as m } from './listing-form-messages.ts';
import type { ImagePickerState } from '../../components/image-picker/useImagePicker.ts';
import { notify } from '../../components/toast/notify.tsx';
import { noteSaved } from '../../offline/install-moment.ts';
import { NotStoredError, sendOrQueue } from '../../offline/outbox/queue.ts';
import { formFieldOf, isImageField, toListingRequest, type PropertyFormValues } from './form-values.ts';
import type { PhoneProof } from './PhoneVerification.tsx';

export type SubmitPhase = 'idle' | 'preparing' | 'saving';

interface SubmitInput {
  form: Pick<UseFormReturn<PropertyFormValues>, 'handleSubmit' | 'setError'>;
  picker: Pick<ImagePickerState, 'collect'>;
  options: SubmitFormOptions;
  /** null for a new listing. */
  propertyId: number | null;
  /** The photos' own error line, under the picker. */
  setImageError: (message: string | undefined) => void;
  /** The listing is sent or queued: the draft goes. */
  finishDraft: () => void;
  /** It could not be kept: the draft is saved again from the form. */
  keepDraft: () => void;
  /** A code entered right on the form ("Phone verified"): sent along when it is for the number sent. */
  phoneProof?: PhoneProof | null;
}

export function useListingSubmit({ form, picker, options, propertyId, setImageError, finishDraft, keepDraft, phoneProof = null }: SubmitInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One key for this submission and every retry of it, so a lost answer never makes a second listing.
  const [idempotencyKey] = useState(randomId);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  // The device would not keep the listing: said beside the Save button, where the user is, as well
  // as in the toast; the form keeps everything, so freeing room (or fewer photos) and Save again works.
  const [notStored, setNotStored] = useState<string | undefined>();
  const { handleSubmit, setError } = form;
  // A new listing that repeats one of the owner's own: the choice between relisting that one and
  // keeping both is offered before moving on.
  const [relistOffer, setRelistOffer] = useState<{ earlier: OwnEarlierListing; copyId: number } | null>(null);
  const [relisting, setRelisting] = useState(false);

  /** Where a saved listing leads: My Properties needs a login; an anonymous owner goes home. */
  const moveOn = () => {
    if (getAuthToken()) void navigate({ to: '/account/properties', hash: 'PendingProperty' });
    else void navigate({ to: '/' });
  };

  const relist = async () => {
    if (!relistOffer) return;
    setRelisting(true);
    try {
      const answer = await relistListing({ PropertyId: relistOffer.earlier.PropertyId, Withdraw: relistOffer.copyId });
      void queryClient.invalidateQueries({ queryKey: listingWriteKeys.lists() });
      notify.success(answer.IsSuccess ? m.relist.done(relistOffer.earlier.Title) : answer.Message || m.relist.failed);
      void navigate({ to: '/account/properties' });
    } catch (error) {
      notify.error(error instanceof ApiError ? error.envelope?.Message?.trim() || m.relist.failed : m.relist.failed);
    } finally {
      setRelisting(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setImageError(undefined);
    setNotStored(undefined);
    setPhase('preparing');
    const images = await picker.collect();
    setPhase('saving');
    const request = toListingRequest(values, { propertyId, features: options.OtherFeatures, images, phoneProof });
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
      const earlier = answer.Data?.YourEarlierListing;
      if (earlier && propertyId === null) {
        setRelistOffer({ earlier, copyId: answer.Data.PropertyId });
        setPhase('idle');
        return;
      }
      // A new or edited listing waits for approval.
      moveOn();
    } catch (error) {
      setPhase('idle');
      if (error instanceof NotStoredError) {
        setNotStored(error.message);
        keepDraft();
        return;
      }
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

  return { onSubmit, phase, notStored, relistOffer, relist, relisting, postAsNew: moveOn };
}
