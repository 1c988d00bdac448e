import { defineMessages } from '../../contract/i18n.ts';

/** The button that opens a page's filters on a phone (FiltersDisclosure.tsx); the Urdu is in filters-messages.ur.ts. */
export const filtersMessages = defineMessages('filters.disclosure', {
  filters: 'Filters',
  /** After the badge's number, for screen readers: "Filters 3 applied". */
  applied: ' applied',
});
