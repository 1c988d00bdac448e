/**
 * Low-bandwidth mode: with Data Saver on or a 2G-class connection, pages ask the image endpoint for
 * the next smaller variant. The Network Information API exists in Chromium browsers (most Android
 * phones here); elsewhere nothing changes.
 */
import { ImageSizes } from '../contract/constants.ts';

export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

type ImageSize = (typeof ImageSizes)[keyof typeof ImageSizes];

const SLOW_TYPES: readonly string[] = ['slow-2g', '2g'];

/** Same aspect ratio, one step smaller: a 2G user waits for fewer bytes and sees the same layout. */
const SMALLER: Partial<Record<ImageSize, ImageSize>> = {
  [ImageSizes.full]: ImageSizes.detail,
  [ImageSizes.detail]: ImageSizes.card,
  [ImageSizes.card]: ImageSizes.cardSmall,
  [ImageSizes.tile]: ImageSizes.tileSmall,
};

export function isLowBandwidth(connection: ConnectionLike | null | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.includes(connection.effectiveType ?? '');
}

/** The variant to request for a wanted size; unchanged on a normal connection or when none is smaller. */
export function preferredImageSize(size: ImageSize, lowBandwidth: boolean): ImageSize {
  return lowBandwidth ? (SMALLER[size] ?? size) : size;
}

/**
 * What a page request says of the visitor's link. Save-Data comes with every request that wants it;
 * ECT only once the site's Accept-CH has asked for it, so a phone's Chromium (Sec-CH-UA-Mobile: ?1)
 * without ECT is on its first visit and its link is unknown. That visit is counted as a slow one: a
 * 2G phone must not pay for photos in both sizes, or for the larger ones that Chromium's lazy loading
 * fetches far below the screen on a slow link. A phone on a fast link keeps the small photos on that
 * first page (keepServerPagePhotos, below) and gets its own sizes from the next. Computers and
 * browsers that send no hints are taken to be on a fast link, as before. Asking again with
 * Critical-CH instead cost every first visit a round trip before the page began (0.7 s on 2G, 2 s on
 * Slow 3G), 3G and 4G visitors for nothing.
 */
export function isLowBandwidthRequest(header: (name: string) => string | undefined): boolean {
  const effectiveType = header('ect')?.toLowerCase();
  if (effectiveType === undefined && header('sec-ch-ua-mobile')?.trim() === '?1') return true;
  return isLowBandwidth({ saveData: header('save-data')?.toLowerCase() === 'on', effectiveType });
}

/** The browser's connection info, when it has any (read through globalThis: the server imports this file too). */
export function currentConnection(): ConnectionLike | undefined {
  return (globalThis as { navigator?: { connection?: ConnectionLike } }).navigator?.connection;
}

/** Set only while the server renders a page, from the visitor's Save-Data and ECT request headers. */
let serverHint: boolean | null = null;

/** Runs a synchronous server render as the visitor's connection asks; a browser reads its own connection. */
export function withLowBandwidthHint<T>(lowBandwidth: boolean, render: () => T): T {
  serverHint = lowBandwidth;
  try {
    return render();
  } finally {
    serverHint = null;
  }
}

export function prefersLowBandwidth(): boolean {
  return serverHint ?? isLowBandwidth(currentConnection());
}

/** Set on the server-rendered page's root when it was rendered for a slow link. */
export const LOW_BANDWIDTH_ATTRIBUTE = 'data-low-bandwidth';

/** The server sent its page with the small photos, while the app's first render takes that page over. */
let serverPageLow = false;

/**
 * The app renders over the server's markup rather than hydrating it (README, 'Server rendering without
 * hydration'). Where the server chose the small photos, its first render keeps them, read from the
 * page's root, so a fast phone whose first page came with them neither downloads the same cards again
 * in the larger size nor shows them empty while it does. Where the
 * server chose the full sizes and the browser wants the small ones (Data Saver it did not tell the
 * server), the browser's choice wins, as before: the photos below the screen are not fetched yet.
 */
export function keepServerPagePhotos(root: { hasAttribute(name: string): boolean }): void {
  serverPageLow = root.hasAttribute(LOW_BANDWIDTH_ATTRIBUTE);
}

/** After that first render: what mounts from now on draws the photos the browser's own link calls for. */
export function releaseServerPagePhotos(): void {
  serverPageLow = false;
}

/** Whether a photo mounting now is drawn small: the server's choice while it renders, else the small ones of the page it sent or the link's. */
export function photosLowBandwidth(): boolean {
  return serverHint ?? (serverPageLow || isLowBandwidth(currentConnection()));
}

/**
 * Whether the service worker may fetch, unasked, the parts of the app a first visit did not need:
 * only on a 4G-class link without Data Saver. A phone on 2G or 3G pays for its
 * first visit and nothing more; what it opens later is kept as it opens it. Where the browser says
 * nothing about its connection (Safari, Firefox), the warming goes ahead, as it did before tiering.
 */
export function isGoodForWarming(connection: ConnectionLike | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType === undefined || connection.effectiveType === '4g';
}

/** The page's message to its service worker: the page is idle, warm what is left if the link allows. */
export const WARM_IDLE_MESSAGE = 'WARM_IDLE';
