// First start (create, migrate, seed the demo catalogue with images) and restart of the built server,
// its memory, and the latency of the home page's calls. Run after `npm run build`.
import { rmSync } from 'node:fs';
import { startServer, tempDataDir, timeRequests } from './lib/server.mjs';

const dataDir = tempDataDir('startup');
try {
  const first = await startServer({ dataDir });
  console.log(`first start (empty data dir, demo catalogue): ${(first.readyMs / 1000).toFixed(2)} s, RSS ${first.rssMiB().toFixed(0)} MiB`);
  await first.stop();
  const second = await startServer({ dataDir });
  console.log(`restart: ${(second.readyMs / 1000).toFixed(2)} s, RSS ${second.rssMiB().toFixed(0)} MiB`);
  const cards = (await (await fetch(`${second.url}/api/Home/NewlyAdded`)).json()).Data;
  const paths = {
    'Home/NewlyAdded': '/api/Home/NewlyAdded',
    'Home/MostPopularPlaces': '/api/Home/MostPopularPlaces',
    'Home/WhatOurClientSays': '/api/Home/WhatOurClientSays',
    'Property/GetDropDownData': '/api/Property/GetDropDownData',
    'Images/Image (cached variant)': `/api/Images/Image?upload=${encodeURIComponent(cards[0].Images[0])}&size=480x360`,
  };
  console.log('call                              median ms   p95 ms  (200 sequential requests)');
  for (const [name, p] of Object.entries(paths)) {
    const { median, p95 } = await timeRequests(second.url + p, 200);
    console.log(`${name.padEnd(34)}${median.toFixed(2).padStart(9)}${p95.toFixed(2).padStart(9)}`);
  }
  console.log(`RSS after requests: ${second.rssMiB().toFixed(0)} MiB`);
  await second.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
