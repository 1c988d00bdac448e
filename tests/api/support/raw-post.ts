import http from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
  /** How many body bytes were written before the answer came (or the connection closed). */
  bytesSent: number;
  /** Milliseconds from the first byte sent to the answer's headers. */
  ms: number;
}

/**
 * POSTs a body produced chunk by chunk, as a slow or hostile client would, and stops writing as soon
 * as the server answers: shows whether a server refuses a body early or reads it whole first.
 */
export function rawPost(url: string, headers: Record<string, string>, chunks: Iterable<Uint8Array>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let bytesSent = 0;
    let answered = false;
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } }, (res) => {
      answered = true;
      const ms = performance.now() - started;
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), bytesSent, ms });
      });
    });
    req.on('error', (err) => { if (!answered) reject(err); });
    const it = chunks[Symbol.iterator]();
    const pump = () => {
      while (!answered) {
        const next = it.next();
        if (next.done) {
          req.end();
          return;
        }
        bytesSent += next.value.length;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** A multipart body as chunks: `parts` yields [name, filename | null, content] tuples. */
export function* multipart(boundary: string, parts: Iterable<[string, string | null, Uint8Array | string]>): Generator<Uint8Array> {
  const enc = new TextEncoder();
  for (const [name, filename, content] of parts) {
    const disposition = filename === null
      ? `form-data; name="${name}"`
      : `form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg`;
    yield enc.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
    yield typeof content === 'string' ? enc.encode(content) : content;
    yield enc.encode('\r\n');
  }
  yield enc.encode(`--${boundary}--\r\n`);
}

export interface StalledAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Resolves once the server has closed the connection, though the client never sent the rest. */
  closed: Promise<void>;
}

/**
 * Sends the headers (declaring a large body) and one small first chunk, then nothing more: only a
 * server that answers before reading the body answers at all. The connection is left open on the
 * client's side, so `closed` shows whether the server ends it after its early answer.
 */
export function postAndStall(url: string, headers: Record<string, string>, first: Uint8Array): Promise<StalledAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8'), closed }));
    });
    const closed = new Promise<void>((done) => req.once('socket', (socket) => socket.once('close', () => done())));
    req.on('error', () => undefined);
    req.once('error', reject);
    req.write(first);
  });
}
