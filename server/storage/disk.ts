import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, isValidKey, type BlobEntry, type BlobInfo, type BlobStore } from './blob-store.ts';

/** A folder on this machine's disk: keys are relative paths under it. */
export class DiskBlobStore implements BlobStore {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  describe(): string {
    return this.root;
  }

  /** The file a key names, or null when the key is invalid or (through a symlink) points outside the folder. */
  private async existingFile(key: string): Promise<string | null> {
    if (!isValidKey(key)) return null;
    try {
      // realpath defeats symlinks that point outside the folder.
      const [real, realRoot] = await Promise.all([realpath(path.join(this.root, key)), realpath(this.root)]);
      if (!real.startsWith(realRoot + path.sep)) return null;
      return real;
    } catch {
      return null;
    }
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = path.join(this.root, checkKey(key));
    await mkdir(path.dirname(file), { recursive: true });
    // A unique temporary name beside the target, then rename: two writers of the same key never
    // mix their bytes and a reader never sees half a file.
    const tmp = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const file = await this.existingFile(key);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch {
      // A folder, or removed in between.
      return null;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    const file = await this.existingFile(key);
    if (!file) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { size: info.size, modifiedMs: info.mtimeMs } : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    await unlink(path.join(this.root, key)).catch(() => undefined);
  }

  async *list(prefix: string): AsyncIterable<BlobEntry> {
    // Walk from the deepest folder the prefix names, then filter by the rest.
    const slash = prefix.lastIndexOf('/');
    const startDir = slash >= 0 ? prefix.slice(0, slash) : '';
    if (startDir && !isValidKey(startDir)) return;
    const walk = async function* (this: DiskBlobStore, rel: string): AsyncGenerator<BlobEntry> {
      const names = await readdir(path.join(this.root, rel), { withFileTypes: true }).catch(() => []);
      for (const entry of names) {
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk.call(this, key);
          continue;
        }
        if (!entry.isFile() || !key.startsWith(prefix) || entry.name.endsWith('.tmp') || entry.name.startsWith('.')) continue;
        const info = await stat(path.join(this.root, key)).catch(() => null);
        if (info) yield { key, size: info.size, modifiedMs: info.mtimeMs, usedMs: Math.max(info.atimeMs, info.mtimeMs) };
      }
    };
    yield* walk.call(this, startDir);
  }

  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const file = path.join(this.root, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
    await writeFile(file, 'ok');
    await unlink(file);
  }
}
