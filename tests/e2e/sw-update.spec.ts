import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { journey as test, expect } from './fixtures.ts';

/**
 * A deploy, for real: the service worker script cannot be intercepted by Playwright, and the shared
 * e2e server's dist/ must not change under the other journeys. So this journey runs its own server
 * from a copy of the build (the server serves the dist/ next to the package.json above it), then
 * changes that copy's sw.js as a new deploy would.
 */
const REPO = process.cwd();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Deployment {
  url: string;
  swPath: string;
  stop: () => Promise<void>;
}

async function deployCopy(): Promise<Deployment> {
  const root = mkdtempSync(path.join(tmpdir(), 'basera-update-'));
  cpSync(path.join(REPO, 'package.json'), path.join(root, 'package.json'));
  // Copies, not links: Node resolves a linked server.js to the repository, and sw.js is edited below.
  cpSync(path.join(REPO, 'build'), path.join(root, 'build'), { recursive: true });
  cpSync(path.join(REPO, 'dist'), path.join(root, 'dist'), { recursive: true });
  for (const shared of ['node_modules', 'server', 'assets']) symlinkSync(path.join(REPO, shared), path.join(root, shared));

  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'build', 'server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), SEED_DEMO_LISTINGS: '12' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`server did not answer:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/Home/WhatOurClientSays`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    swPath: path.join(root, 'dist', 'sw.js'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test('a new service worker is announced, and Reload switches to it', async ({ page }) => {
  test.setTimeout(150_000);
  const deployment = await deployCopy();
  try {
    await page.goto(`${deployment.url}/`);
    // docs/traps.md, trap 4: an activated worker that controls the page.
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    await expect(page.getByText('New version available')).toHaveCount(0);

    // The deploy: any change to the script's bytes makes it a new version.
    appendFileSync(deployment.swPath, `\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const toast = page.getByText('New version available');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // The new worker waits for the user: the page is still run by the old one.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');

    // Marks that live only in this page load, and a record of the controller change that survives the reload.
    await page.evaluate(() => {
      (window as Window & { beforeReload?: boolean }).beforeReload = true;
      navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('e2e-controllerchange', '1'));
    });
    await page.getByRole('button', { name: 'Reload' }).click();

    await page.waitForFunction(() => !(window as Window & { beforeReload?: boolean }).beforeReload);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-controllerchange'))).toBe('1');
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
    });
    expect(after).toEqual({ waiting: null, active: 'activated' });
    await expect(page.getByText('New version available')).toHaveCount(0);
  } finally {
    await deployment.stop();
  }
});
