// A TCP proxy that behaves like a slow mobile link, so a benchmark sees what a phone on 2G sees,
// service worker included (Chromium's own throttling applies to a page's requests, not to its
// worker's). Each direction is one shared link: bytes queue behind each other at `downKbps` /
// `upKbps`, and every chunk also waits half the round trip. Counts the bytes that cross it.
import net from 'node:net';

/** Lighthouse's "Regular 2G" and Chrome DevTools' "Slow 3G" (the figures the first-visit budgets are measured on). */
export const LINKS = {
  '2g': { downKbps: 250, upKbps: 50, rttMs: 300, effectiveType: '2G' },
  'slow-3g': { downKbps: 400, upKbps: 400, rttMs: 2000, effectiveType: '3G' },
};

const SLICE = 4096;

function link(kbps, oneWayMs) {
  let freeAt = 0;
  return {
    /** When a slice that arrives now is delivered at the far end. */
    schedule(bytes) {
      const eligible = performance.now() + oneWayMs;
      const start = Math.max(eligible, freeAt);
      freeAt = start + (bytes * 8) / kbps; // kbit/s is bits per millisecond
      return freeAt;
    },
  };
}

export async function startThrottleProxy({ target, downKbps, upKbps, rttMs }) {
  const down = link(downKbps, rttMs / 2);
  const up = link(upKbps, rttMs / 2);
  const counts = { down: 0, up: 0, connections: 0 };
  const sockets = new Set();

  // Each side's slices go out strictly in order, from one queue: a timer per slice could fire out of
  // order when two fall due in the same millisecond (Node computes expiries from the event loop's
  // cached clock), which put a later answer's bytes before an earlier one's and Chromium then saw
  // ERR_INVALID_HTTP_RESPONSE, failing a module and reloading the page about once in ten visits.
  const pipe = (from, to, dir, count) => {
    const queue = [];
    let timer = null;
    const pump = () => {
      timer = null;
      while (queue.length > 0 && queue[0].at <= performance.now()) {
        const { slice } = queue.shift();
        if (slice === null) { to.end(); continue; }
        counts[count] += slice.length;
        if (!to.destroyed) to.write(slice);
      }
      if (queue.length > 0) timer = setTimeout(pump, Math.max(1, queue[0].at - performance.now()));
    };
    const enqueue = (at, slice) => {
      queue.push({ at, slice });
      if (timer === null) timer = setTimeout(pump, Math.max(0, queue[0].at - performance.now()));
    };
    from.on('data', (chunk) => {
      for (let i = 0; i < chunk.length; i += SLICE) {
        const slice = chunk.subarray(i, i + SLICE);
        enqueue(dir.schedule(slice.length), slice);
      }
    });
    // Close only after what is in flight has been delivered.
    from.on('end', () => enqueue(dir.schedule(0), null));
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    counts.connections += 1;
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    pipe(client, upstream, up, 'up');
    pipe(upstream, client, down, 'down');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    counts,
    reset() { counts.down = 0; counts.up = 0; counts.connections = 0; },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
