import { defineMessages } from '../../contract/i18n.ts';
/**
 * Every text of the /tools index in one place; the Urdu is in the .ur.ts file beside it.
 * Each tool keeps its own: area-messages.ts, loan-messages.ts, construction-messages.ts.
 */
export const toolsMessages = defineMessages('tools', {
  title: 'Property tools',
  intro: 'Quick sums buyers and builders do every day. They work offline too, and every result has its own link to share.',
  backToTools: 'All tools',
  breadcrumb: 'Breadcrumb',
  area: {
    name: 'Area converter',
    text: 'Marla, Kanal, square feet, gaz, square metres and acres, with the Marla size your area uses.',
  },
  loan: {
    name: 'Home loan calculator',
    text: 'Monthly instalment, total interest and a year-by-year table, with a bank rate and the government’s subsidised tiers.',
  },
  construction: {
    name: 'Construction cost',
    text: 'Grey structure and finishing for your covered area, at rates per square foot you can change.',
  },
  examplesNote: 'Rates and scheme terms here are examples with the date they were taken. Check them with your bank or builder.',
});
