import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { route } from './paths.ts';

export function homeRoutes(deps: AppDeps) {
  return new Hono()
    .get(route(ApiPaths.homeNewlyAdded), async (c) => ok(c, await deps.home.newlyAdded()))
    .get(route(ApiPaths.homeMostPopularPlaces), async (c) => ok(c, await deps.home.mostPopularPlaces()))
    .get(route(ApiPaths.homeWhatOurClientSays), async (c) => ok(c, await deps.home.testimonials()));
}
