import { defineMessages } from './i18n.ts';
import type { ReportReason } from './constants.ts';

/**
 * Why someone reports a listing, in words: the report dialog offers them and the
 * owner's mails name them, in the reader's language (the Urdu is in report-messages.ur.ts).
 */
export const reportReasonMessages = defineMessages('reportReasons', {
  NotAvailable: 'Not available or fake',
  WrongPrice: 'Wrong price',
  WrongArea: 'Wrong area or location',
  WrongPhotos: 'Wrong photos',
  Duplicate: 'Duplicate listing',
  Scam: 'Asked for advance payment or scam',
  Other: 'Other',
} satisfies Record<ReportReason, string>);

/** A stored reason's words in the current language; an unknown one as it is. */
export const reportReasonLabel = (id: string): string =>
  (Object.hasOwn(reportReasonMessages, id) ? reportReasonMessages[id as ReportReason] : id);
