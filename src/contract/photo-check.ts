/**
 * "Photo-checked": the request schemas of the owner's request and the console's decisions. The limits,
 * messages and answer shapes are in photo-check-limits.ts.
 */
import * as v from 'valibot';
import { wholeNumber, withoutInvisible } from './schemas.ts';
import { PHOTO_CHECK_REASON_MAX, PhotoCheckMessages } from './photo-check-limits.ts';

export const PhotoCheckRequestSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
}, 'The request must be an object.');
export type PhotoCheckRequestInput = v.InferOutput<typeof PhotoCheckRequestSchema>;

export const PhotoCheckStatusQuery = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
}, 'The request must be an object.');

export const AdminPhotoCheckApproveSchema = v.object({
  CheckId: wholeNumber('CheckId', 1),
}, 'The request must be an object.');
export type AdminPhotoCheckApproveInput = v.InferOutput<typeof AdminPhotoCheckApproveSchema>;

export const AdminPhotoCheckRefuseSchema = v.object({
  CheckId: wholeNumber('CheckId', 1),
  Reason: v.pipe(
    v.optional(v.pipe(v.string('Reason must be text.'), v.transform(withoutInvisible), v.trim()), ''),
    v.nonEmpty(PhotoCheckMessages.reasonRequired),
    v.maxLength(PHOTO_CHECK_REASON_MAX, `Reason must be at most ${PHOTO_CHECK_REASON_MAX} characters.`),
  ),
}, 'The request must be an object.');
export type AdminPhotoCheckRefuseInput = v.InferOutput<typeof AdminPhotoCheckRefuseSchema>;
