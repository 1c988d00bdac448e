import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { AskingMedianQuery } from '../../src/contract/asking.ts';
import type { AppDeps } from '../deps.ts';
import { serve } from './endpoint.ts';

export function askingRoutes(deps: AppDeps) {
  const { askingPrices } = deps;
  const app = new Hono();
  // Public, as the listing form is: the same figure every listing page of the group shows already.
  serve(app, Endpoints.askingMedian, async (c, r) => {
    const input = r.parse(AskingMedianQuery, c.req.query());
    return r.ok(await askingPrices.median(input));
  });
  return app;
}
