import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { VitalsReportSchema } from '../../src/contract/vitals.ts';
import type { AppDeps } from '../deps.ts';
import { jsonBody } from '../http/binding.ts';
import { clientAddress, isOwnMachine } from '../http/auth.ts';
import { serve } from './endpoint.ts';

export function vitalsRoutes(deps: AppDeps) {
  const { vitals, config } = deps;
  const app = new Hono();
  // Public and anonymous: a sampled page load's figures, sent with sendBeacon as the page is hidden.
  serve(app, Endpoints.vitalsReport, async (c, r) => {
    const input = r.parse(VitalsReportSchema, await jsonBody(c));
    await vitals.report(input, clientAddress(c, config.trustProxy), isOwnMachine(c, config.trustProxy));
    return r.ok(null);
  });
  return app;
}
