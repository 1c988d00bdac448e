import { defineMessages } from '../../contract/i18n.ts';
import { Limits } from '../../contract/constants.ts';

/** The owner's view of reports about their listings, and the answer form. The Urdu is in report-answers-messages.ur.ts. */
export const reportAnswersMessages = defineMessages('reportAnswers', {
  heading: 'Reports about your listings',
  intro: 'Visitors told us something may be wrong. Our team checks every report; you can answer with a note and photos before we decide.',
  reasons: 'What was reported',
  reasonCount: (text: string, count: number) => `${text} (${count})`,
  answered: (count: number) => (count === 1 ? 'You answered once.' : `You answered ${count} times.`),
  answer: 'Answer the reports',
  noteLabel: 'Your answer',
  noteHint: `Say what is right about the listing, for example the house number or when the photos were taken. Up to ${Limits.reportAnswerNote} characters.`,
  photosLabel: 'Photos (optional)',
  photosHint: `Up to ${Limits.reportAnswerPhotos} photos, JPEG or PNG, for example the house number plate or the documents' first page.`,
  send: 'Send answer',
  sending: 'Sending…',
  cancel: 'Cancel',
  openListing: 'Open the listing',
});
