import { cityLabel } from '../../lib/reference-labels.ts';
import { cardMessages as m } from './card-messages.ts';

/**
 * "G-13, Islamabad": the neighbourhood as the data names it, kept apart (dir="auto") so a Latin name
 * reads whole inside an Urdu line, then the city in the page's language.
 */
export function PlaceText({ location, city }: { location: string; city: string }) {
  return (
    <>
      {location ? <span dir="auto">{location}</span> : null}
      {location && city ? m.separator : null}
      {city ? cityLabel(city) : null}
    </>
  );
}
