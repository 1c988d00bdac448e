import { useQuery } from '@tanstack/react-query';
import { responseFigureQuery } from '../../api/enquiry-first-load.ts';
import { FIGURE_WINDOW_DAYS } from '../../contract/enquiries.ts';
import { replyWithin } from '../../lib/reply-time.ts';
import { propertyMessages as m } from './property-messages.ts';
import styles from './PropertyPage.module.css';

/**
 * "Usually replies within 2 hours · replied to 18 of 20 in the last 90 days" under the poster's
 * name; nothing while the poster has fewer than five enquiries in the window (the server answers
 * no figure), nor while it loads or fails: it is a help, not part of the listing.
 */
export function ResponseFigure({ propertyId }: { propertyId: number }) {
  const { data } = useQuery(responseFigureQuery(propertyId));
  const figure = data?.Figure;
  if (!figure) return null;
  const within = figure.MedianReplyMinutes === null ? null : replyWithin(figure.MedianReplyMinutes);
  const speed = !within ? m.responds.rarely
    : within.unit === 'hour' ? m.responds.within.hour
      : within.unit === 'hours' ? m.responds.within.hours(within.count)
        : within.unit === 'day' ? m.responds.within.day
          : m.responds.within.days(within.count);
  return (
    <p className={styles.responseFigure}>
      {speed} · {m.responds.replied(figure.Replied, figure.Received, FIGURE_WINDOW_DAYS)}
    </p>
  );
}
