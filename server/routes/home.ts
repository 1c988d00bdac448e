import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import type { AppDeps } from '../deps.ts';
import { serve } from './endpoint.ts';

export function homeRoutes(deps: AppDeps) {
  const app = new Hono();
  serve(app, Endpoints.homeNewlyAdded, async (_c, r) => r.ok(await deps.home.newlyAdded()));
  serve(app, Endpoints.homeMostPopularPlaces, async (_c, r) => r.ok(await deps.home.mostPopularPlaces()));
  serve(app, Endpoints.homeWhatOurClientSays, async (_c, r) => r.ok(await deps.home.testimonials()));
  return app;
}
