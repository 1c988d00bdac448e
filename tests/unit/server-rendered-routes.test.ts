import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverRenderedRoutes } from '../../src/entry-server.tsx';

describe('server-rendered routes', () => {
  it('are the public pages the router marks, each with a page module that exists (issue 18, item 3)', () => {
    const routes = serverRenderedRoutes();
    expect(routes).toEqual([
      { path: '/', module: 'src/features/home/HomePage.tsx' },
      { path: '/about-us', module: 'src/features/static-pages/AboutPage.tsx' },
      { path: '/privacy-policy', module: 'src/features/static-pages/PrivacyPage.tsx' },
      { path: '/registration/information', module: 'src/features/static-pages/RegistrationInfoPage.tsx' },
      { path: '/properties', module: 'src/features/search/SearchPage.tsx' },
      { path: '/property', module: 'src/features/search/SearchPage.tsx' },
      { path: '/property/$propertyUrl', module: 'src/features/property/PropertyPage.tsx' },
      { path: '/contact-us', module: 'src/features/contact/ContactPage.tsx' },
    ]);
    for (const { module } of routes) expect(existsSync(new URL(`../../${module}`, import.meta.url))).toBe(true);
  });
});
