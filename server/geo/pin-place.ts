/**
 * Whether an owner's point is plausibly in the city and location the listing names. The outlines are
 * drawn from the places' centres (outlines.ts, about a kilometre either way), so the margins are
 * generous: they catch a point in another city, country or the sea, or a location picked by mistake,
 * not a plot just past an outline we drew.
 */
import type { LatLng } from '../../src/contract/geo.ts';
import { PinMessages } from '../../src/contract/geo.ts';
import { cityOutline, distanceMetres, locationRadiusMetres } from './outlines.ts';
import { CITY_CENTRES, LOCATION_CENTRES } from './places.ts';

/** Beyond the city's outline: outskirts and new schemes grow past the places we know. */
export const CITY_MARGIN_METRES = 10_000;
/** Beyond the location's outline: a large society's far phases, and our centre's own error. */
export const LOCATION_MARGIN_METRES = 4_000;

const cityReach = new Map<number, number>();

/** The farthest the city's outline reaches from its centre. */
function cityReachMetres(cityId: number, centre: LatLng): number {
  let reach = cityReach.get(cityId);
  if (reach === undefined) {
    reach = Math.max(...cityOutline(cityId).coordinates[0]!.map(([lng, lat]) => distanceMetres(centre, { lat: lat!, lng: lng! })));
    cityReach.set(cityId, reach);
  }
  return reach;
}

/** The message for a point too far from the named places, or null when it is near enough (or we know no centre). */
export function pinPlaceProblem(cityId: number, locationId: number | null, pin: LatLng): string | null {
  const city = CITY_CENTRES[cityId];
  if (city && distanceMetres(city, pin) > cityReachMetres(cityId, city) + CITY_MARGIN_METRES) return PinMessages.farFromCity;
  const location = locationId === null ? undefined : LOCATION_CENTRES[locationId];
  if (location && distanceMetres(location, pin) > locationRadiusMetres(locationId!) + LOCATION_MARGIN_METRES) return PinMessages.farFromLocation;
  return null;
}
