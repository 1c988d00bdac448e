import { defineMessages } from '../../contract/i18n.ts';
/** Texts of the out-of-date banner; the Urdu is in update-messages.ur.ts. */
export const UpdateMessages = defineMessages('update', {
  title: 'This version of Basera is out of date',
  text: 'The server has moved on and this app can no longer read some pages. Update to carry on; drafts and messages waiting to be sent are kept.',
  updateNow: 'Update now',
  updating: 'Updating…',
});
