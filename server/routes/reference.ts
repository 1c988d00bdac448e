import { Hono } from 'hono';
import * as v from 'valibot';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { LocationsQuery, wholeNumber } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody, parseWith } from '../http/binding.ts';
import { serve } from './endpoint.ts';
import { EDGE_SECONDS, isAnonymous, markShared } from '../http/edge-cache.ts';
import type { Context } from 'hono';

const DropDownCriteria = v.object({ City: v.optional(wholeNumber('City', 0, 1_000_000), 0) });

/** Option lists for selects: cities, locations, types, rooms, units, features. */
export function referenceRoutes(deps: AppDeps) {
  const locations = async (query: Record<string, string>) => {
    const { cityId } = parseWith(LocationsQuery, query);
    return deps.reference.locations(cityId);
  };
  // The option lists are the same for everyone: an anonymous GET's answer may be kept by a shared
  // cache under `reference` (server/edge/surrogate-keys.ts). Marked once the answer is there, so a
  // refusal (a 400 envelope) stays `no-store`.
  const shared = <T>(c: Context, answer: T): T => {
    if (isAnonymous(c)) markShared(c, ['reference'], EDGE_SECONDS.reference);
    return answer;
  };
  const app = new Hono();
  serve(app, Endpoints.dropDownData, async (c, r) => r.ok(shared(c, await deps.reference.dropDownData())));
  // The spec leaves the POST form's answer open: the same lists plus the chosen city's locations.
  serve(app, Endpoints.dropDownDataForCity, async (c, r) => {
    const { City } = parseWith(DropDownCriteria, await jsonBody(c));
    const [lists, locs] = await Promise.all([deps.reference.dropDownData(), deps.reference.locations(City)]);
    return r.ok({ ...lists, Locations: locs });
  });
  serve(app, Endpoints.getLocations, async (c, r) => r.ok(shared(c, await locations(c.req.query()))));
  serve(app, Endpoints.locations, async (c, r) => r.ok(shared(c, await locations(c.req.query()))));
  serve(app, Endpoints.submitFormOptions, async (_c, r) => r.ok(await deps.reference.submitFormOptions()));
  return app;
}
