import { useState } from 'react';
import { photosLowBandwidth } from '../../lib/bandwidth.ts';

/**
 * Whether this component draws the smaller photos, decided once when it mounts: a photo already on
 * screen is not fetched again in another size when the browser's estimate of its link moves (a 2G
 * phone that reads 3G for a moment would pay for both). The first render over a server-rendered page
 * follows the server's choice (keepServerPagePhotos, src/lib/bandwidth.ts).
 */
export function useLowBandwidth(): boolean {
  const [low] = useState(photosLowBandwidth);
  return low;
}
