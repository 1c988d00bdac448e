import { defineMessages } from '../../contract/i18n.ts';

/** The map's own texts (a lazy chunk, with what loads it). The Urdu is in map-messages.ur.ts. */
export const mapMessages = defineMessages('map', {
  roleDescription: 'map',
  keys: 'Use the arrow keys to move the map, and plus and minus to zoom.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  twoFingers: 'Use two fingers to move the map',
  loading: 'Loading the map…',
  offlineTiles: 'You are offline: only the parts of the map you have looked at before can be shown.',
  exactPin: 'Exact location',
  approximateCircle: 'Approximate location',
  areaCentre: "Shown at the area's centre",
  attribution: 'Map data',
});
