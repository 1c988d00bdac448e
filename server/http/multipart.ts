import type { Context } from 'hono';
import { ApiError } from './errors.ts';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** Multipart fields as strings, and every file sent under `file` (in order). */
export async function formBody(c: Context, opts: { maxFiles: number; maxFileBytes: number; tooMany: string }): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type) && !/^application\/x-www-form-urlencoded/i.test(type)) {
    throw new ApiError(415, 'The request body must be multipart/form-data.');
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'The form data could not be read.');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [key, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item instanceof File) {
        if (!/^files?$/i.test(key) || item.size === 0) continue;
        if (files.length >= opts.maxFiles) throw new ApiError(400, opts.tooMany, 'file');
        if (item.size > opts.maxFileBytes) {
          throw new ApiError(413, `Each image must be smaller than ${Math.round(opts.maxFileBytes / 1024 / 1024)} MB.`, 'file');
        }
        files.push({ name: item.name.slice(0, 200), bytes: new Uint8Array(await item.arrayBuffer()) });
      } else if (typeof item === 'string' && !(key in fields)) {
        fields[key] = item;
      }
    }
  }
  return { fields, files };
}
