import { useSyncExternalStore } from 'react';
import type { AreaPreference } from '../../contract/area.ts';
import { currentAreaPreference, subscribeAreaPreference } from '../../lib/area-preference.ts';

/** The visitor's area preference; a server render reads the request's (src/lib/area-preference.ts). */
export function useAreaPreference(): AreaPreference {
  return useSyncExternalStore(subscribeAreaPreference, currentAreaPreference, currentAreaPreference);
}
