import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { AreaGuideQuery } from '../../src/contract/guides.ts';
import type { AppDeps } from '../deps.ts';
import { serve } from './endpoint.ts';

export function guideRoutes(deps: AppDeps) {
  const app = new Hono();
  // Public, read by the guide pages (rendered by the server for a first visit).
  serve(app, Endpoints.areaGuide, async (c, r) => {
    const input = r.parse(AreaGuideQuery, c.req.query());
    return r.ok(await deps.guides.guide(input));
  });
  return app;
}
