import { useQuery } from '@tanstack/react-query';
import { responseFigureQuery } from '../../api/enquiry-first-load.ts';
import { ResponseFigureLine } from '../../components/response-figure/ResponseFigureLine.tsx';
import styles from './PropertyPage.module.css';

/**
 * "Usually replies within 2 hours · replied to 18 of 20 in the last 90 days" under the poster's
 * name; nothing while the poster has fewer than five enquiries in the window (the server answers
 * no figure), nor while it loads or fails: it is a help, not part of the listing.
 */
export function ResponseFigure({ propertyId }: { propertyId: number }) {
  const { data } = useQuery(responseFigureQuery(propertyId));
  return <ResponseFigureLine figure={data?.Figure} className={styles.responseFigure} />;
}
