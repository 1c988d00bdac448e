import { useSyncExternalStore } from 'react';
import { prefersLowBandwidth, renderedLowBandwidth } from '../../lib/bandwidth.ts';

/** Nothing to listen to: the link is read at each render, and a change applies from the next one. */
const noSubscription = () => () => undefined;

/**
 * Whether to draw the smaller photos. Hydrating a server-rendered page uses the hint the server
 * rendered it with, so the markup matches (React would otherwise keep the server's photo addresses
 * while believing its own); React then renders again at once with the browser's own answer, and a
 * fast browser whose first page was sent with the small photos gets its larger ones
 * (isLowBandwidthRequest, src/lib/bandwidth.ts).
 */
export function useLowBandwidth(): boolean {
  return useSyncExternalStore(noSubscription, prefersLowBandwidth, renderedLowBandwidth);
}
