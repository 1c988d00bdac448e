import { Hono } from 'hono';
import { ApiPaths } from '../../src/contract/api-paths.ts';
import { ImageQuery } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http/binding.ts';
import { route } from './paths.ts';
import { clientAddress } from '../http/auth.ts';
import { VARIANTS_MADE_PER_ADDRESS } from '../images/variants.ts';

export function imageRoutes(deps: AppDeps) {
  return new Hono().get(route(ApiPaths.image), async (c) => {
    const q = parseWith(ImageQuery, c.req.query());
    const variant = await deps.images.get({
      upload: q.upload,
      width: q.size?.width ?? null,
      height: q.size?.height ?? null,
      quality: q.quality,
      webp: /image\/webp/i.test(c.req.header('accept') ?? ''),
      beforeMaking: () => deps.limiter.hit(VARIANTS_MADE_PER_ADDRESS, `img:ip:${clientAddress(c, deps.config.trustProxy)}`),
    });
    const headers = {
      'Content-Type': variant.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: variant.etag,
      Vary: 'Accept',
    };
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim() === variant.etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(variant.bytes), 200, headers);
  });
}
