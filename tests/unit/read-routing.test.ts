import { describe, expect, it } from 'vitest';
import { chooseReplica, isWrite, parseLsn, READ_YOUR_WRITES_MS, replicaName, replicaVerdict, windowOpen, type ReplicaSample } from '../../server/db/read-routing.ts';

const sample = (over: Partial<ReplicaSample>): ReplicaSample => ({
  reachable: true, inRecovery: true, replayLsn: '0/3000000', replayAgeSeconds: 0.2, primaryLsn: '0/3000000', ...over,
});

describe('replica routing policy', () => {
  it('reads LSNs as byte positions, across the 4 GiB boundary', () => {
    expect(parseLsn('0/10')).toBe(16n);
    expect(parseLsn('1/0')! - parseLsn('0/FFFFFFFF')!).toBe(1n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xB374D848n);
    expect(parseLsn('nonsense')).toBeNull();
    expect(parseLsn(null)).toBeNull();
  });

  it('uses a replica that replayed everything, however long ago its last commit was', () => {
    // A quiet primary: now() - pg_last_xact_replay_timestamp() grows without any lag.
    expect(replicaVerdict(sample({ replayAgeSeconds: 3600 }))).toEqual({ usable: true, lagBytes: 0, lagSeconds: 0, reason: 'ok' });
    // Replayed past the primary's position read a moment earlier: current too.
    expect(replicaVerdict(sample({ replayLsn: '0/3000100' })).usable).toBe(true);
  });

  it('skips a replica behind by more than the lag limit, and keeps one just inside it', () => {
    const behind = sample({ replayLsn: '0/2FFF000' });
    expect(replicaVerdict({ ...behind, replayAgeSeconds: 0.5 }, 1000)).toEqual({ usable: true, lagBytes: 0x1000, lagSeconds: 0.5, reason: 'ok' });
    expect(replicaVerdict({ ...behind, replayAgeSeconds: 1.5 }, 1000)).toEqual({ usable: false, lagBytes: 0x1000, lagSeconds: 1.5, reason: 'lagging' });
    // WAL pending and no commit replayed yet: the lag cannot be told, so the replica waits.
    expect(replicaVerdict({ ...behind, replayAgeSeconds: null }).reason).toBe('unknown lag');
  });

  it('skips an unreachable replica, a promoted one, and any when the primary position is unknown', () => {
    expect(replicaVerdict(sample({ reachable: false })).reason).toBe('unreachable');
    expect(replicaVerdict(sample({ inRecovery: false })).reason).toBe('not a standby');
    expect(replicaVerdict(sample({ primaryLsn: null })).usable).toBe(false);
  });

  it('takes usable replicas in turn, and none while writes are followed', () => {
    expect(chooseReplica([true, true], 0, false)).toBe(0);
    expect(chooseReplica([true, true], 1, false)).toBe(1);
    expect(chooseReplica([true, true], 2, false)).toBe(0);
    expect(chooseReplica([false, true, false], 2, false)).toBe(1);
    expect(chooseReplica([false, false], 0, false)).toBeNull();
    expect(chooseReplica([], 0, false)).toBeNull();
    expect(chooseReplica([true, true], 0, true)).toBeNull();
  });

  it('holds a read-your-writes window only while its end is ahead, and no further than one window', () => {
    const now = 1_800_000_000_000;
    expect(windowOpen(String(now + 1000), now)).toBe(true);
    expect(windowOpen(String(now + READ_YOUR_WRITES_MS), now)).toBe(true);
    expect(windowOpen(String(now), now)).toBe(false);
    expect(windowOpen(String(now + READ_YOUR_WRITES_MS + 1), now)).toBe(false);
    expect(windowOpen('soon', now)).toBe(false);
    expect(windowOpen(undefined, now)).toBe(false);
  });

  it('tells statements that change data from reads', () => {
    expect(isWrite('INSERT INTO favourites (user_id) VALUES ($1)')).toBe(true);
    expect(isWrite('UPDATE properties p SET status = $1 WHERE id = $2')).toBe(true);
    expect(isWrite('update "users" set "name" = $1')).toBe(true);
    expect(isWrite('WITH due AS (SELECT id FROM t) UPDATE t SET x = 1 FROM due')).toBe(true);
    expect(isWrite('DELETE FROM sessions WHERE id = $1')).toBe(true);
    expect(isWrite('SELECT p.id FROM properties p WHERE p.updated_at > $1 FOR UPDATE')).toBe(false);
    expect(isWrite('SELECT count(*)::int AS n FROM properties p WHERE p.title ILIKE $1')).toBe(false);
    expect(isWrite("SELECT pg_notify('basera_cache', $1)")).toBe(false);
    expect(isWrite('INSERT INTO "public"."projects" (name) VALUES ($1)')).toBe(true);
    expect(isWrite('INSERT INTO saved_searches (x) VALUES (1) ON CONFLICT (x) DO UPDATE SET x = 2')).toBe(true);
  });

  it('leaves out bookkeeping no later read depends on: rate limits and view counters', () => {
    expect(isWrite('INSERT INTO rate_limits (bucket, hits) VALUES ($1, 1) ON CONFLICT (bucket) DO UPDATE SET hits = rate_limits.hits + 1')).toBe(false);
    expect(isWrite(`WITH input AS (SELECT 1), seen AS (INSERT INTO insight_seen (day, viewer) SELECT 1, 2 RETURNING 1)
      INSERT INTO listing_daily_counts (property_id, day, kind, count) SELECT 1, 2, 3, 4
      ON CONFLICT (property_id, day, kind) DO UPDATE SET count = listing_daily_counts.count + EXCLUDED.count`)).toBe(false);
    expect(isWrite('WITH hit AS (INSERT INTO rate_limits (bucket) VALUES ($1) RETURNING 1) INSERT INTO enquiries (body) VALUES ($2)')).toBe(true);
  });

  it('names a replica without its password', () => {
    expect(replicaName('postgres://reader:secret@10.0.0.5:6432/basera')).toBe('10.0.0.5:6432/basera');
    expect(replicaName('postgres://db.internal/basera')).toBe('db.internal:5432/basera');
  });
});
