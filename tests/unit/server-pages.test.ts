import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ServerPages, routePattern, scriptSafeJson } from '../../server/http/pages.ts';

describe('scriptSafeJson', () => {
  it('cannot end or comment out the script element it is written into', () => {
    const title = '</script><script>alert(1)</script><!-- x';
    const json = scriptSafeJson({ Title: title, Lines: '\u2028\u2029' });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ Title: title, Lines: '\u2028\u2029' });
  });
});

describe('ServerPages.create', () => {
  it('stays off when the renderer is older than the client build', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'basera-pages-'));
    try {
      mkdirSync(path.join(dir, 'dist', '.vite'), { recursive: true });
      writeFileSync(path.join(dir, 'dist', 'index.html'), '<div id="root"></div>');
      writeFileSync(path.join(dir, 'dist', '.vite', 'manifest.json'), '{}');
      const renderer = path.join(dir, 'entry-server.js');
      // Would throw if imported: a stale renderer must not even be loaded.
      writeFileSync(renderer, 'throw new Error("stale renderer loaded");');
      const hourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(renderer, hourAgo, hourAgo);
      const lines: string[] = [];
      const pages = await ServerPages.create(path.join(dir, 'dist'), renderer, fetch, (l) => lines.push(l), null, 'admin@basera.test');
      expect(pages).toBeNull();
      expect(lines.join('\n')).toMatch(/older than dist/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('routePattern', () => {
  it("matches the addresses a router path names, as the server's own list did", () => {
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/about-us')).toBe(false);
    expect(routePattern('/property/$propertyUrl').test('/property/house-for-sale-in-g-13-islamabad-12')).toBe(true);
    expect(routePattern('/property/$propertyUrl').test('/property')).toBe(false);
    expect(routePattern('/property/$propertyUrl').test('/property/a/b')).toBe(false);
    expect(routePattern('/registration/information').test('/registration/information')).toBe(true);
    // Exact and case-sensitive, no trailing slash: other spellings get the shell, as before.
    expect(routePattern('/about-us').test('/about-us/')).toBe(false);
    expect(routePattern('/about-us').test('/About-Us')).toBe(false);
    expect(routePattern('/properties').test('/propertiesx')).toBe(false);
  });
});
