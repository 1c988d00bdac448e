import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { TILE_MAX_AGE_SECONDS, TILE_MEDIA_TYPE } from '../../src/contract/tiles.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { fail } from '../http/envelope.ts';
import { etagMatches } from '../http/static.ts';
import { describeError } from '../log.ts';
import { isTileAddress, parseTileAddress } from '../tiles/tile-math.ts';

/**
 * A tile's address carries no version, so a copy is good for a while (the service worker goes by the
 * same age) rather than for ever, and the ETag makes a recheck cheap. no-transform: the bytes are
 * compressed here once, and a proxy must not do it again.
 */
const TILE_CACHE_CONTROL = `public, max-age=${TILE_MAX_AGE_SECONDS}, no-transform`;
/** No tile there today; there may be after an archive update. */
const MISSING_CACHE_CONTROL = 'public, max-age=3600';

/** What a tile's address answers to: anything else is a 405, not a malformed address. */
const TILE_METHODS = 'GET, HEAD';

/**
 * The ETag of a tile as sent: the gzip answer and the plain one are different bytes of one tile, so
 * they carry different strong validators (RFC 9110, 8.8.3), the gzip one marked by a suffix.
 */
export function tileEtag(etag: string, gzipped: boolean): string {
  return gzipped ? `${etag.slice(0, -1)}-gzip"` : etag;
}

/** Whether the request's Accept-Encoding takes gzip (a `q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const coding = name?.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The map's vector tiles and their TileJSON (README, 'Map tiles'). Outside /api: a map library asks
 * for these addresses itself. Refusals still come in the API's envelope.
 */
export function tileRoutes(deps: AppDeps) {
  const unavailable = (c: Context, err: unknown) => {
    deps.log('the map tiles could not be read', { level: 'error', source: deps.tiles.source.describe(), ...describeError(err) });
    return fail(c, 503, 'The map is not available right now. Please try again later.');
  };
  return new Hono()
    .get('/tiles/tiles.json', async (c) => {
      let body: string;
      try {
        body = JSON.stringify(await deps.tiles.tileJson());
      } catch (err) {
        return unavailable(c, err);
      }
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      // Rechecked on every use (cheap with the ETag): it names the layers a style needs.
      c.header('Cache-Control', 'no-cache');
      c.header('ETag', etag);
      if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    })
    .get('/tiles/:z/:x/:y', async (c) => {
      const address = parseTileAddress(c.req.param('z'), c.req.param('x'), c.req.param('y'));
      if (!isTileAddress(address)) throw new ApiError(400, address.message, address.field);
      let tile;
      try {
        tile = await deps.tiles.tile(address);
      } catch (err) {
        return unavailable(c, err);
      }
      if (!tile) {
        c.header('Cache-Control', MISSING_CACHE_CONTROL);
        return fail(c, 404, 'There is no map tile there.');
      }
      const gzipped = acceptsGzip(c.req.header('accept-encoding'));
      const etag = tileEtag(tile.etag, gzipped);
      const headers: Record<string, string> = {
        'Content-Type': TILE_MEDIA_TYPE,
        'Cache-Control': TILE_CACHE_CONTROL,
        ETag: etag,
        Vary: 'Accept-Encoding',
      };
      if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      if (!gzipped) return c.body(new Uint8Array(gunzipSync(tile.gzipped)), 200, headers);
      return c.body(new Uint8Array(tile.gzipped), 200, { ...headers, 'Content-Encoding': 'gzip' });
    })
    // A well-formed address with another method (POST, OPTIONS, ...): the address is right, the method not.
    .all('/tiles/tiles.json', (c) => {
      c.header('Allow', TILE_METHODS);
      return fail(c, 405, 'Map tiles can only be read (GET or HEAD).');
    })
    .all('/tiles/:z/:x/:y', (c) => {
      c.header('Allow', TILE_METHODS);
      return fail(c, 405, 'Map tiles can only be read (GET or HEAD).');
    })
    // /tiles/1/2, /tiles/a/b/c/d: not a tile address at all.
    .all('/tiles/*', (c) => fail(c, 400, 'A tile address is /tiles/{z}/{x}/{y}.'));
}
