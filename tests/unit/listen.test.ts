import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectiveBacklog, readSomaxconn } from '../../server/listen.ts';

describe('listen backlog', () => {
  it('keeps the requested backlog when the kernel allows it', () => {
    expect(effectiveBacklog(4096, 4096)).toEqual({ backlog: 4096, warning: null });
    expect(effectiveBacklog(4096, 65535)).toEqual({ backlog: 4096, warning: null });
    expect(effectiveBacklog(4096, null)).toEqual({ backlog: 4096, warning: null });
  });

  it('says when somaxconn cuts it, and what it becomes', () => {
    const { backlog, warning } = effectiveBacklog(4096, 128);
    expect(backlog).toBe(128);
    expect(warning).toMatch(/LISTEN_BACKLOG is 4096 .*net.core.somaxconn = 128/);
  });

  it('reads the kernel file, and gives null when it is missing or not a number', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'somaxconn-'));
    writeFileSync(path.join(dir, 'good'), '1024\n');
    writeFileSync(path.join(dir, 'bad'), 'lots\n');
    expect(readSomaxconn(path.join(dir, 'good'))).toBe(1024);
    expect(readSomaxconn(path.join(dir, 'bad'))).toBeNull();
    expect(readSomaxconn(path.join(dir, 'missing'))).toBeNull();
  });
});
