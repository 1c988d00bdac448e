// Hostile requests (oversized and slow uploads, floods of anonymous writes) against the built server: how long other requests
// are held up, how much memory the process takes, what gets created, and how much disk the image
// cache uses. `--server PATH` measures another checkout's build/server.js (a "before").
//   npm run bench:abuse [-- --server ../old/build/server.js]
import http from 'node:http';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { startServer, tempDataDir } from './lib/server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const serverFile = path.resolve(arg('server', 'build/server.js'));
const BOUNDARY = '----basera-bench';
const enc = new TextEncoder();
const fields = {
  Title: 'Bench abuse house', Description: 'Near the park.', PurposeId: '1', TypeId: '1', Price: '15000000', BedRoomId: '3',
  BathRoomId: '2', Area: '5', AreaUnitId: '1', CityId: '2', LocationId: '', OtherFeatures: '[]', FullName: 'Bench',
  EmailAddress: 'bench@example.pk', PhoneNumber: '03001234567',
};

function* fieldParts(extra = {}) {
  for (const [k, v] of Object.entries({ ...fields, ...extra })) yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
}

/** POSTs a generated body, stopping when the server answers; resolves with status, time and bytes sent. */
function rawPost(url, chunks, headers = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      resolve({ status, ms: performance.now() - started, sent });
    };
    const req = http.request(url, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Transfer-Encoding': 'chunked', ...headers },
    }, (res) => {
      res.resume();
      res.on('end', () => { finish(res.statusCode); req.destroy(); });
    });
    req.on('error', () => finish('reset'));
    const it = chunks[Symbol.iterator]();
    const pump = () => {
      while (!done) {
        const next = it.next();
        if (next.done) return void req.end();
        sent += next.value.length;
        if (!req.write(next.value)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

/** The worst time an ordinary request took while `work` ran. */
async function worstLatencyDuring(url, work) {
  let worst = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const t = performance.now();
      await fetch(`${url}/api/Home/WhatOurClientSays`).then((r) => r.arrayBuffer()).catch(() => undefined);
      worst = Math.max(worst, performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const result = await work;
  running = false;
  await probe;
  return { result, worst };
}

function dirBytes(dir) {
  let total = 0;
  let files = 0;
  const walk = (d) => {
    let names = [];
    try { names = readdirSync(d); } catch { return; }
    for (const n of names) {
      const p = path.join(d, n);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else { total += s.size; files += 1; }
    }
  };
  walk(dir);
  return { total, files };
}

const mib = (b) => (b / 1024 / 1024).toFixed(1);
const dataDir = tempDataDir('abuse');
const server = await startServer({ dataDir, serverFile, env: { SEED_DEMO_LISTINGS: '40', IMAGE_CACHE_MB: '16' } });
const url = server.url;
const anonymous = `${url}/api/Property/SubmitPropertyAnonymous`;
const mails = () => dirBytes(path.join(dataDir, 'mail')).files;
try {
  console.log(`server: ${serverFile}`);

  // 1. Many parts.
  {
    const before = mails();
    const { result, worst } = await worstLatencyDuring(url, rawPost(anonymous, (function* () {
      yield* fieldParts({ Title: 'Many empty parts' });
      const part = enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="e.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\r\n`);
      for (let i = 0; i < 200_000; i += 1) yield part;
      yield enc.encode(`--${BOUNDARY}--\r\n`);
    })()));
    await new Promise((r) => setTimeout(r, 500));
    console.log(`1a. 200,000 empty file parts: answer ${result.status} after ${result.ms.toFixed(0)} ms, ${mib(result.sent)} MiB sent; other requests held up to ${worst.toFixed(0)} ms; admin mails written: ${mails() - before}`);
  }
  {
    const before = mails();
    const { result, worst } = await worstLatencyDuring(url, rawPost(anonymous, (function* () {
      yield* fieldParts({ Title: 'Many text fields' });
      for (let i = 0; i < 1_000_000; i += 1) yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n\r\n`);
      yield enc.encode(`--${BOUNDARY}--\r\n`);
    })()));
    await new Promise((r) => setTimeout(r, 500));
    console.log(`1b. 1,000,000 text fields: answer ${result.status} after ${result.ms.toFixed(0)} ms, ${mib(result.sent)} MiB sent; other requests held up to ${worst.toFixed(0)} ms; admin mails written: ${mails() - before}`);
  }

  // 2. Ten concurrent 117 MB bodies that are not images.
  {
    const rssBefore = server.rssMiB();
    let peak = rssBefore;
    const sampler = setInterval(() => { peak = Math.max(peak, server.rssMiB()); }, 20);
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rawPost(anonymous, (function* () {
      yield* fieldParts({ Title: 'Huge body' });
      yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="movie.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      for (let i = 0; i < 117; i += 1) yield chunk;
      yield enc.encode(`\r\n--${BOUNDARY}--\r\n`);
    })())));
    clearInterval(sampler);
    const statuses = [...new Set(answers.map((a) => a.status))].join(',');
    const sent = answers.reduce((s, a) => s + a.sent, 0);
    console.log(`2. 10 concurrent 117 MiB non-image bodies: answers ${statuses}; RSS ${rssBefore.toFixed(0)} -> peak ${peak.toFixed(0)} MiB; ${mib(sent)} MiB sent in all before the answers`);
  }

  // 3. A burst of anonymous submissions from one address.
  {
    const before = mails();
    const t = performance.now();
    const statuses = [];
    for (let i = 0; i < 100; i += 1) {
      const fd = new FormData();
      for (const [k, v] of Object.entries({ ...fields, Title: `Burst ${i}` })) fd.append(k, v);
      statuses.push((await fetch(anonymous, { method: 'POST', body: fd })).status);
    }
    await new Promise((r) => setTimeout(r, 500));
    const ok = statuses.filter((s) => s === 200).length;
    console.log(`3. 100 anonymous submissions from one address in ${((performance.now() - t) / 1000).toFixed(1)} s: ${ok} accepted, ${statuses.filter((s) => s === 429).length} refused with 429; admin mails written: ${mails() - before}`);
  }

  // 4. Image variants: 1,000 distinct size/quality requests for one photo.
  {
    const cards = (await (await fetch(`${url}/api/Home/NewlyAdded`)).json()).Data;
    const ref = cards.find((c) => c.Images.length)?.Images[0];
    const upload = ref.includes('upload=') ? new URL(ref).searchParams.get('upload') : ref;
    const cacheDir = path.join(dataDir, 'cache', 'images');
    const before = dirBytes(cacheDir);
    const statuses = new Map();
    for (let i = 0; i < 1000; i += 1) {
      const w = 100 + i;
      const res = await fetch(`${url}/api/Images/Image?upload=${encodeURIComponent(upload)}&size=${w}x${Math.round(w * 0.75)}&quality=${40 + (i % 60)}`, { headers: { Accept: 'image/webp' } });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    const after = dirBytes(cacheDir);
    console.log(`4. 1,000 distinct image sizes/qualities: answers ${[...statuses].map(([s, n]) => `${n}x${s}`).join(', ')}; variant cache ${mib(before.total)} -> ${mib(after.total)} MiB (${after.files - before.files} new files; IMAGE_CACHE_MB=16 where supported)`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
