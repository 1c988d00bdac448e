import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module imports itself round a loop: the layer rules in eslint.config.js say
 * which way imports go between folders; this says nothing comes back round within or across them.
 * Static imports and re-exports count, type-only ones included; `import()` loads later and does not.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm;

function graph(): Map<string, string[]> {
  const files = ['src', 'server', 'sw'].flatMap((dir) => sources(path.join(ROOT, dir)));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), m[1] ?? m[2]!))
      .filter((target) => target.endsWith('.ts') || target.endsWith('.tsx'));
    edges.set(file, targets);
  }
  return edges;
}

function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).concat(next));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('form no cycle in src/, server/ or sw/', () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(200);
    const loops = cycles(edges).map((loop) => loop.map((f) => path.relative(ROOT, f)).join(' → '));
    expect(loops).toEqual([]);
  });

  it('would see one', () => {
    const a = path.join(ROOT, 'a.ts');
    const b = path.join(ROOT, 'b.ts');
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toHaveLength(1);
  });
});
