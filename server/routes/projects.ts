import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { ProjectQuery, ProjectsQuery } from '../../src/contract/projects.ts';
import type { AppDeps } from '../deps.ts';
import { serve } from './endpoint.ts';

/** New projects as everyone reads them; admins change them through the console (routes/admin.ts). */
export function projectRoutes(deps: AppDeps) {
  const app = new Hono();
  serve(app, Endpoints.projectsList, async (c, r) => r.ok(await deps.projects.list(r.parse(ProjectsQuery, c.req.query()))));
  serve(app, Endpoints.projectDetails, async (c, r) => {
    const { Project } = r.parse(ProjectQuery, c.req.query());
    return r.ok(await deps.projects.details(Project));
  });
  return app;
}
