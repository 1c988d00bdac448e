// Health probes on a thread of their own: a balancer probes from its own process, and probes sent
// from the bench's main thread would wait behind autocannon's hundreds of answers a second there,
// measuring the bench's own event loop rather than the server. Started by probeLoop (bench/load.mjs).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** One GET on a connection of its own: its time to the whole answer, in ms (Infinity when it failed). */
export function probeOnce(url) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: Infinity, status: 0 }));
  });
}

if (parentPort && workerData?.urls) {
  const { urls, everyMs } = workerData;
  const samples = Object.fromEntries(urls.map((u) => [u, []]));
  const statuses = Object.fromEntries(urls.map((u) => [u, {}]));
  let running = true;
  const loops = urls.map(async (u) => {
    while (running) {
      const next = performance.now() + everyMs;
      const { ms, status } = await probeOnce(u);
      samples[u].push(ms);
      statuses[u][status] = (statuses[u][status] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  });
  parentPort.once('message', async () => {
    running = false;
    await Promise.all(loops);
    parentPort.postMessage({ samples, statuses });
  });
}
