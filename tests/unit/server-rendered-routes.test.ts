import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverRenderedRoutes } from '../../src/entry-server.tsx';
import { RESULTS_SEARCH_KEYS } from '../../src/features/search/search-params.ts';
import { PROJECTS_SEARCH_KEYS } from '../../src/features/projects/project-search.ts';
import { PROFILE_SEARCH_KEYS } from '../../src/features/profiles/profile-search.ts';

describe('server-rendered routes', () => {
  it('are the public pages the router marks, each with a page module that exists', () => {
    const routes = serverRenderedRoutes();
    expect(routes).toEqual([
      { path: '/', module: 'src/features/home/HomePage.tsx', searchKeys: [] },
      { path: '/about-us', module: 'src/features/static-pages/AboutPage.tsx', searchKeys: [] },
      { path: '/privacy-policy', module: 'src/features/static-pages/PrivacyPage.tsx', searchKeys: [] },
      { path: '/registration/information', module: 'src/features/static-pages/RegistrationInfoPage.tsx', searchKeys: [] },
      { path: '/properties', module: 'src/features/search/SearchPage.tsx', searchKeys: RESULTS_SEARCH_KEYS },
      { path: '/property', module: 'src/features/search/SearchPage.tsx', searchKeys: RESULTS_SEARCH_KEYS },
      { path: '/property/$propertyUrl', module: 'src/features/property/PropertyPage.tsx', searchKeys: [] },
      { path: '/guides/$city', module: 'src/features/guides/GuidePage.tsx', searchKeys: [] },
      { path: '/guides/$city/$area', module: 'src/features/guides/GuidePage.tsx', searchKeys: [] },
      { path: '/projects', module: 'src/features/projects/ProjectsPage.tsx', searchKeys: PROJECTS_SEARCH_KEYS },
      { path: '/projects/$project', module: 'src/features/projects/ProjectPage.tsx', searchKeys: [] },
      { path: '/agents/$slug', module: 'src/features/profiles/AgentPage.tsx', searchKeys: PROFILE_SEARCH_KEYS },
      { path: '/agencies/$slug', module: 'src/features/profiles/AgencyPage.tsx', searchKeys: PROFILE_SEARCH_KEYS },
      { path: '/contact-us', module: 'src/features/contact/ContactPage.tsx', searchKeys: [] },
    ]);
    // The page cache keys on these alone (server/http/page-cache.ts): the results pages read their criteria and sort.
    expect(RESULTS_SEARCH_KEYS).toEqual(expect.arrayContaining(['City', 'Keywords', 'Page', 'Sort']));
    for (const { module } of routes) expect(existsSync(new URL(`../../${module}`, import.meta.url))).toBe(true);
  });
});
