import { Hono } from 'hono';
import * as v from 'valibot';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { LocationsQuery, wholeNumber } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { route } from './paths.ts';

const DropDownCriteria = v.object({ City: v.optional(wholeNumber('City', 0, 1_000_000), 0) });

/** Option lists for selects: cities, locations, types, rooms, units, features. */
export function referenceRoutes(deps: AppDeps) {
  const locations = async (query: Record<string, string>) => {
    const { cityId } = parseWith(LocationsQuery, query);
    return deps.reference.locations(cityId);
  };
  return new Hono()
    .get(route(ApiPaths.dropDownData), async (c) => ok(c, await deps.reference.dropDownData()))
    // The spec leaves the POST form's answer open: the same lists plus the chosen city's locations.
    .post(route(ApiPaths.dropDownData), async (c) => {
      const { City } = parseWith(DropDownCriteria, await jsonBody(c));
      const [lists, locs] = await Promise.all([deps.reference.dropDownData(), deps.reference.locations(City)]);
      return ok(c, { ...lists, Locations: locs });
    })
    .get(route(ApiPaths.getLocations), async (c) => ok(c, await locations(c.req.query())))
    .get(route(ApiPaths.locations), async (c) => ok(c, await locations(c.req.query())))
    .get(route(ApiPaths.submitPropertyDetails), async (c) => ok(c, await deps.reference.submitFormOptions()));
}
