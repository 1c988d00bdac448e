import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { notePrimaryUse, READ_YOUR_WRITES_MS, ReplicaRoutingPool, withReadContext } from '../../server/db/read-routing.ts';
import { isDatabaseUnavailable } from '../../server/db/connection.ts';

/** A stand-in for a pg pool: answers with its name, or fails as told. */
class FakePool {
  queries: string[] = [];
  fail: Error | null = null;
  constructor(readonly name: string, private readonly rows: Array<Record<string, unknown>> = []) {}
  on() { return this; }
  async query(text: string) {
    this.queries.push(text);
    if (this.fail) throw this.fail;
    return { rows: this.rows.length ? this.rows : [{ from: this.name }] };
  }
  /** A checked-out connection whose server dies mid-query: it emits 'error' as pg's client does, then rejects. */
  dies = false;
  async connect() {
    if (this.fail) throw this.fail;
    const client = Object.assign(new EventEmitter(), {
      query: (text: string) => {
        if (!this.dies) return this.query(text);
        // As pg does on the socket's end, outside the query's own call: the event first, then the
        // query's rejection.
        return new Promise((_, reject) => setImmediate(() => {
          const err = new Error('Connection terminated unexpectedly');
          client.emit('error', err);
          reject(err);
        }));
      },
      release: () => undefined,
    });
    return client;
  }
  async end() { return undefined; }
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5441'), { code: 'ECONNREFUSED' });

/** A routing pool over a fake primary and fake replicas that report themselves current. */
async function routing(replicaCount: number, now = () => Date.now()) {
  const primary = new FakePool('primary', [{ lsn: '0/3000000', from: 'primary' }]);
  const replicas: FakePool[] = [];
  const pgModule = {
    Pool: class {
      constructor() {
        const r = new FakePool(`replica${replicas.length + 1}`, [{ recovery: true, lsn: '0/3000000', age: 0.1, from: `replica${replicas.length + 1}` }]);
        replicas.push(r);
        return r;
      }
    },
  } as unknown as typeof pg;
  const logs: string[] = [];
  const pool = new ReplicaRoutingPool(primary as unknown as pg.Pool, pgModule, Array.from({ length: replicaCount }, (_, i) => `postgres://r${i}/db`),
    (line) => logs.push(line), isDatabaseUnavailable, now);
  await pool.check();
  const read = async () => ((await pool.query('SELECT 1')) as { rows: Array<{ from: string }> }).rows[0]!.from;
  return { pool, primary, replicas, read, logs };
}

describe('ReplicaRoutingPool', () => {
  it('takes current replicas in turn', async () => {
    const { read, pool } = await routing(2);
    expect([await read(), await read(), await read()]).toEqual(['replica1', 'replica2', 'replica1']);
    expect(pool.states().map((s) => s.reads)).toEqual([2, 1]);
  });

  it('survives a replica dying during its health check: the check marks it unreachable, nothing is thrown', async () => {
    const { pool, replicas } = await routing(1);
    replicas[0]!.dies = true;
    // pg's client emits 'error' on its socket's end; unheard, an EventEmitter throws it.
    await expect(pool.check()).resolves.toBeUndefined();
    expect(pool.states()[0]).toMatchObject({ usable: false, reason: 'unreachable' });
  });

  it('answers a read from the primary when the replica cannot be reached, and skips that replica after', async () => {
    const { read, pool, replicas, primary, logs } = await routing(1);
    replicas[0]!.fail = refused();
    expect(await read()).toBe('primary');
    expect(pool.states()[0]).toMatchObject({ usable: false, reason: 'unreachable', fallbacks: 1 });
    const asked = replicas[0]!.queries.length;
    expect(await read()).toBe('primary');
    expect(replicas[0]!.queries.length).toBe(asked);
    expect(logs.join('\n')).toContain('read replica failed, reading from the primary');
    // The next health round finds it again.
    replicas[0]!.fail = null;
    await pool.check();
    expect(await read()).toBe('replica1');
    expect(primary.queries.filter((q) => q === 'SELECT 1')).toHaveLength(2);
  });

  it('passes a fault of the query itself on, without asking the primary', async () => {
    const { pool, replicas, primary } = await routing(1);
    replicas[0]!.fail = Object.assign(new Error('column "x" does not exist'), { code: '42703' });
    await expect(pool.query('SELECT x')).rejects.toThrow('column "x" does not exist');
    expect(primary.queries).not.toContain('SELECT x');
    expect(pool.states()[0]!.usable).toBe(true);
  });

  it('reads from the primary inside a read-your-writes window and after a cache change, for one window', async () => {
    let clock = 1_000_000;
    const { read, pool } = await routing(1, () => clock);
    let inWindow = '';
    await withReadContext(true, async () => { inWindow = await read(); });
    expect(inWindow).toBe('primary');
    pool.fence();
    expect(await read()).toBe('primary');
    clock += READ_YOUR_WRITES_MS + 1;
    expect(await read()).toBe('replica1');
  });

  it('runs transactions on the primary', async () => {
    const { pool } = await routing(1);
    const client = await pool.connect() as unknown as { query(text: string): Promise<{ rows: Array<{ from: string }> }> };
    expect((await client.query('BEGIN')).rows[0]!.from).toBe('primary');
  });

  it('tells a request whether it wrote', async () => {
    expect(await withReadContext(false, async () => { notePrimaryUse('SELECT 1'); })).toEqual({ wrote: false });
    expect(await withReadContext(false, async () => { notePrimaryUse('UPDATE users SET name = $1'); })).toEqual({ wrote: true });
    expect(await withReadContext(false, async () => { notePrimaryUse(null); })).toEqual({ wrote: true });
  });
});
