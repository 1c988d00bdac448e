import { defineMessages } from '../../contract/i18n.ts';

/**
 * What shows while the map's chunk comes, or when it cannot. Apart from map-messages.ts: the map's chunk
 * must import nothing from the page that loads it, or that page's chunk would change shape for it. The
 * Urdu is in map-loader-messages.ur.ts.
 */
export const mapLoaderMessages = defineMessages('mapLoader', {
  loading: 'Loading the map…',
  notLoaded: 'The map could not be loaded.',
  notLoadedOffline: 'The map needs a connection the first time. It will show when you are back online.',
  tryAgain: 'Try again',
});
