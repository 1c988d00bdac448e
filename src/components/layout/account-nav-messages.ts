import { defineMessages } from '../../contract/i18n.ts';

/** The account panel's links beyond the spec's, apart from layout-messages.ts so the first load does not carry them. */
export const accountNavMessages = defineMessages('accountNav', {
  publicProfile: 'Public profile',
  agency: 'My agency',
});
