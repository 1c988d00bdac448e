import { FIGURE_WINDOW_DAYS, type ResponseFigure } from '../../contract/enquiries.ts';
import { replyWithin } from '../../lib/reply-time.ts';
import { responseFigureMessages as m } from './response-figure-messages.ts';

/** "Usually replies within 2 hours · replied to 18 of 20 in the last 90 days". */
export function responseFigureText(figure: ResponseFigure): string {
  const within = figure.MedianReplyMinutes === null ? null : replyWithin(figure.MedianReplyMinutes);
  const speed = !within ? m.rarely
    : within.unit === 'hour' ? m.within.hour
      : within.unit === 'hours' ? m.within.hours(within.count)
        : within.unit === 'day' ? m.within.day
          : m.within.days(within.count);
  return `${speed} · ${m.replied(figure.Replied, figure.Received, FIGURE_WINDOW_DAYS)}`;
}

/**
 * A poster's figure as the server answers it (EnquiryThreadService: null below the minimum, and
 * then nothing is shown): the listing page's and the profile's line.
 */
export function ResponseFigureLine({ figure, className }: { figure: ResponseFigure | null | undefined; className?: string }) {
  if (!figure) return null;
  return <p className={className}>{responseFigureText(figure)}</p>;
}
