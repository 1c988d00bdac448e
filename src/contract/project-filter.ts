/**
 * Which new projects a property search asks for, as the projects list reads them: its city and
 * places, the type and budget, and a project named in its words (which Projects/List shows whatever
 * the filters say). Rentals have none (projects are sold), nor has a search that names no place or
 * words. The results page lists these under its results (src/features/search/ProjectsInResults.tsx);
 * a saved search's alert mails name the new ones (server/services/saved-searches.ts).
 * Free of schemas: the results page's chunk imports it.
 */
import { Purpose } from './constants.ts';
import type { ProjectsFilter } from './projects.ts';

/** The parts of a search that say which projects it means (a saved search's criteria, the results page's). */
export interface ProjectsOfSearch {
  Purpose?: number;
  City?: number;
  Location?: readonly number[];
  PropertyType?: number;
  MinPrice?: number;
  MaxPrice?: number;
  Keywords?: string;
}

export function projectsFilterOf(c: ProjectsOfSearch): Partial<ProjectsFilter> | null {
  if (c.Purpose === Purpose.ForRent) return null;
  if (!c.City && !c.Location?.length && !c.Keywords) return null;
  return {
    City: c.City, Locations: c.Location ? [...c.Location] : undefined, Type: c.PropertyType, MinPrice: c.MinPrice, MaxPrice: c.MaxPrice, Words: c.Keywords,
  };
}
