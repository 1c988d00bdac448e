import { defineMessages } from '../../contract/i18n.ts';

/**
 * The gallery's own texts, apart from widgets-messages.ts (on every page's first load) since the
 * gallery is a lazy chunk. The Urdu is in gallery-messages.ur.ts.
 */
export const galleryMessages = defineMessages('gallery', {
  notSaved: 'This photo is not saved on this device',
  whenOnline: 'It will show when you are back online.',
  notLoaded: 'This photo could not be loaded',
  tryLater: 'Please try again later.',
});
