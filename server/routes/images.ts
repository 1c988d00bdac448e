import { Hono } from 'hono';
import * as Endpoints from '../../src/contract/endpoints.ts';
import { ImageQuery, ShareImageQuery } from '../../src/contract/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { serve } from './endpoint.ts';
import { ApiError } from '../errors.ts';
import { ImageLinks } from '../images/links.ts';
import { clientAddress } from '../http/auth.ts';
import { VARIANTS_MADE_PER_ADDRESS } from '../images/variants.ts';

export function imageRoutes(deps: AppDeps) {
  const app = new Hono();
  serve(app, Endpoints.image, async (c, r) => {
    const q = r.parse(ImageQuery, c.req.query());
    // Photos of listings nobody can see any more (sold, deleted, never approved) are not served to
    // strangers; their owner still sees them through signed links.
    let cacheControl = 'public, max-age=31536000, immutable';
    if (ImageLinks.guarded(q.upload)) {
      const seen = await deps.imageLinks.visibility(q.upload);
      if (!seen.public) {
        const userId = await deps.imageLinks.verify(q.access);
        const owner = userId !== null && seen.owners.includes(userId);
        // Admins see pending listings' photos in the console; such a copy is kept by nobody.
        if (!owner && (userId === null || !(await deps.admin.isAdmin(userId)))) throw new ApiError(404, 'The image was not found.', 'upload');
        cacheControl = owner ? 'private, max-age=3600' : 'private, no-store';
      }
    }
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
      'Cache-Control': cacheControl,
      ETag: variant.etag,
      Vary: 'Accept',
    };
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim() === variant.etag)) return r.file(c.body(null, 304, headers));
    return r.file(c.body(new Uint8Array(variant.bytes), 200, headers));
  });
  // A link preview's picture: only what anyone may see (a listing's photo while the listing is
  // public, the site's own art), whoever asks; a preview fetcher never carries an owner's access.
  serve(app, Endpoints.shareImage, async (c, r) => {
    const q = r.parse(ShareImageQuery, c.req.query());
    if (ImageLinks.guarded(q.upload) && !(await deps.imageLinks.visibility(q.upload)).public) {
      throw new ApiError(404, 'The image was not found.', 'upload');
    }
    const variant = await deps.images.get({
      upload: q.upload, width: null, height: null, quality: 80, webp: false, card: true,
      beforeMaking: () => deps.limiter.hit(VARIANTS_MADE_PER_ADDRESS, `img:ip:${clientAddress(c, deps.config.trustProxy)}`),
    });
    // Kept a day rather than for good: the listing may be hidden later, and a shared cache should let go of it.
    const headers = { 'Content-Type': variant.contentType, 'Cache-Control': 'public, max-age=86400', ETag: variant.etag };
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim() === variant.etag)) return r.file(c.body(null, 304, headers));
    return r.file(c.body(new Uint8Array(variant.bytes), 200, headers));
  });
  return app;
}
