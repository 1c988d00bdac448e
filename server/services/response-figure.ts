/**
 * The arithmetic of a poster's response figure ("Usually replies within 2 hours · replied to 18 of
 * 20 in the last 90 days"), apart from the database so it is unit-tested on its own.
 */
import { FIGURE_MIN_ENQUIRIES, FIGURE_WINDOW_DAYS, type ResponseFigure } from '../../src/contract/enquiries.ts';


export interface ReceivedEnquiry {
  receivedAt: Date;
  /** The poster's first answer in the app, or null. */
  firstReplyAt: Date | null;
}

/**
 * The figure over the enquiries received in the window ending at `now`, or null below the minimum.
 * The typical time is the median of the answered ones, in whole minutes rounded up, so one answer
 * a week late does not hide a poster who usually answers within the hour, and "within" stays true.
 */
export function responseFigure(enquiries: readonly ReceivedEnquiry[], now: Date): ResponseFigure | null {
  const from = now.getTime() - FIGURE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const inWindow = enquiries.filter((e) => e.receivedAt.getTime() > from && e.receivedAt.getTime() <= now.getTime());
  if (inWindow.length < FIGURE_MIN_ENQUIRIES) return null;
  const minutes = inWindow
    .filter((e): e is ReceivedEnquiry & { firstReplyAt: Date } => e.firstReplyAt !== null)
    .map((e) => Math.max(0, Math.ceil((e.firstReplyAt.getTime() - e.receivedAt.getTime()) / 60_000)))
    .sort((a, b) => a - b);
  return { Received: inWindow.length, Replied: minutes.length, MedianReplyMinutes: median(minutes) };
}

/** The middle value (the upper middle of an even count, so "within" is never too kind); null for none. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}
