import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { HealthListener } from '../../server/health-listener.ts';
import { RenderLoad } from '../../server/http/render-load.ts';
import type { Readiness } from '../../server/services/health.ts';
import { startTestServer } from './support/server.ts';

/**
 * The health thread (server/health-listener.ts, HEALTH_PORT): its own listener answers while this
 * thread's event loop is blocked, says "main loop stalled" once the heartbeat is older than the
 * threshold, passes readiness on, and says "degraded" while rendering cannot keep up. No timings are
 * asserted: a blocked loop is made with spawnSync, whose child probes the listener meanwhile.
 */
const READY: Readiness = { ready: true, failed: [], checks: { database: 'ok', migrations: 'ok', storage: 'ok' } };
const listeners: HealthListener[] = [];
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((l) => l.stop()));
});

async function listen(opts: { stallMs?: number; renderLoad?: RenderLoad; readiness?: () => Promise<Readiness> } = {}) {
  const listener = new HealthListener(
    { port: 0, host: '127.0.0.1', stallMs: opts.stallMs ?? 60_000, renderLoad: opts.renderLoad ?? new RenderLoad(8) },
    opts.readiness ?? (async () => READY),
    () => undefined,
  );
  listeners.push(listener);
  const port = await listener.start();
  return { listener, url: `http://127.0.0.1:${port}` };
}

const probe = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() as Record<string, unknown>, cache: res.headers.get('cache-control') };
};

/** Probes `url` from a child process after `delayMs`, while this thread's event loop is blocked in spawnSync. */
function probeWhileBlocked(url: string, delayMs: number): { status: number; body: Record<string, unknown> } {
  const child = spawnSync(process.execPath, ['-e', `
    setTimeout(async () => {
      const res = await fetch(${JSON.stringify(url)});
      process.stdout.write(JSON.stringify({ status: res.status, body: await res.json() }));
    }, ${delayMs});
  `], { encoding: 'utf8', timeout: 30_000 });
  if (child.status !== 0) throw new Error(`probe failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as { status: number; body: Record<string, unknown> };
}

describe('the health listener (HEALTH_PORT)', () => {
  it('answers alive and ready, never to be cached', async () => {
    const { url } = await listen();
    expect(await probe(`${url}/healthz`)).toEqual({ status: 200, body: { status: 'alive' }, cache: 'no-store' });
    expect(await probe(`${url}/readyz`)).toEqual({
      status: 200, body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok', mainLoop: 'ok' } }, cache: 'no-store',
    });
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
  });

  it('answers while the main loop is blocked, and says it stalled once the heartbeat is older than the threshold', async () => {
    const patient = await listen({ stallMs: 60_000 });
    // Blocked, but not for long yet: still alive.
    expect(probeWhileBlocked(`${patient.url}/healthz`, 0)).toEqual({ status: 200, body: { status: 'alive' } });
    const strict = await listen({ stallMs: 200 });
    const healthz = probeWhileBlocked(`${strict.url}/healthz`, 1_000);
    expect(healthz.status).toBe(503);
    expect(healthz.body).toMatchObject({ status: 'main loop stalled', mainLoop: expect.stringMatching(/^stalled \d+ ms$/) });
    const readyz = probeWhileBlocked(`${strict.url}/readyz`, 1_000);
    expect(readyz.status).toBe(503);
    expect(readyz.body).toMatchObject({ status: 'main loop stalled', failed: ['mainLoop'], checks: { database: 'ok', mainLoop: expect.stringMatching(/^stalled/) } });
    // The loop free again, the next heartbeat clears it.
    await new Promise((r) => setTimeout(r, 300));
    expect((await probe(`${strict.url}/healthz`)).status).toBe(200);
  });

  it('says degraded while renders in flight reach the threshold, or a first visit just got the shell for want of a slot', async () => {
    const load = new RenderLoad(2);
    const { url } = await listen({ renderLoad: load });
    load.started();
    expect((await probe(`${url}/readyz`)).body.status).toBe('ready');
    load.started();
    const degraded = await probe(`${url}/readyz`);
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({ status: 'degraded', degraded: ['rendering'], checks: { rendering: '2 renders in flight (degraded at 2)' } });
    load.finished();
    load.finished();
    expect((await probe(`${url}/readyz`)).body.status).toBe('ready');
    // A render that failed is not load.
    load.fellBack('error');
    expect((await probe(`${url}/readyz`)).body.status).toBe('ready');
    load.fellBack('busy');
    expect((await probe(`${url}/readyz`)).body).toMatchObject({ status: 'degraded', checks: { rendering: expect.stringMatching(/^first visits got the app shell/) } });
    expect(load.fallbackCounts()).toEqual({ busy: 1, timeout: 0, error: 1 });
  });

  it('passes on what the readiness checks found, and a shutdown at once', async () => {
    let state: Readiness = READY;
    const { listener, url } = await listen({ readiness: async () => state });
    state = { ready: false, failed: ['shutdown'], checks: { ...READY.checks, shutdown: 'shutting down' } };
    await listener.drained();
    const answer = await probe(`${url}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'unavailable', failed: ['shutdown'], checks: { ...READY.checks, shutdown: 'shutting down', mainLoop: 'ok' } });
    // Liveness is not readiness: a draining instance is alive.
    expect((await probe(`${url}/healthz`)).status).toBe(200);
  });
});

describe('rendering load in /metrics', () => {
  it('counts renders in flight, shell fallbacks by reason and the degraded flag', async () => {
    const token = 'health-listener-metrics-token';
    const server = await startTestServer({ env: { METRICS_TOKEN: token } });
    try {
      server.deps.renderLoad.fellBack('busy');
      const text = await (await server.fetch('/metrics', { headers: { Authorization: `Bearer ${token}` } })).text();
      expect(text).toMatch(/^basera_ssr_renders_in_flight 0$/m);
      expect(text).toMatch(/^basera_ssr_shell_fallbacks_total\{reason="busy"\} 1$/m);
      expect(text).toMatch(/^basera_ssr_shell_fallbacks_total\{reason="timeout"\} 0$/m);
      expect(text).toMatch(/^basera_ready_degraded 1$/m);
      const ready = await server.fetch('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'degraded', degraded: ['rendering'] });
    } finally {
      await server.close();
    }
  });
});
