import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { WORKER_SCRIPT } from '../../src/contract/built-files.ts';

/**
 * No inline script anywhere. Styles allow 'unsafe-inline' because react-hot-toast injects its
 * style element at run time. Workers come from our own origin only (the photo shrinker is a built
 * file, src/components/image-picker/shrink-photo.ts). No page frames anything: every map, the contact
 * page's office included, is our own (components/map).
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Headers that only a document reads; a script, stylesheet or photo fetched by a page ignores them. */
const DOCUMENT_ONLY = {
  xFrameOptions: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  permissionsPolicy: {},
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * A built script, stylesheet, icon or resized photo: fetched by a page, never opened as one. On HTTP/1.1
 * each answer's headers cross the wire in full, and a 2G first visit fetches about eighty such files:
 * the document's headers were about 0.8 KiB on each (README, 'First visit on 2G').
 * A worker's own script keeps the policy and referrer rule, which it carries for the worker
 * (src/components/image-picker/shrink-worker.ts; the build refuses a worker script not named as one,
 * vite.config.ts); a module a page or worker imports takes its importer's. SVG keeps everything, as it
 * can run script when opened. Behind nginx (deploy/nginx/basera.conf) HTTP/2 compresses repeated
 * headers, and every built script there keeps the policy. Map tiles come by the hundred as a map
 * moves, and are data no browser renders as a page.
 */
const SUBRESOURCE = /^\/(?:assets\/[^/]+\.(?:js|css|png|webp|jpe?g|woff2?)|icons\/[^/]+\.png|manifest\.webmanifest|avatar\.png|api\/images\/image|tiles\/(?:\d+\/\d+\/\d+|tiles\.json))$/i;

export function securityHeaders(opts: { https: boolean }): MiddlewareHandler {
  const common = {
    strictTransportSecurity: opts.https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
  } as const;
  const documents = secureHeaders({
    ...common,
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // The listing form records where the property is, and "Near me" searches around the phone, with its location; no frame of ours or anyone's may ask.
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], clipboardRead: ['self'], clipboardWrite: ['self'] },
  });
  const workers = secureHeaders({ ...common, ...DOCUMENT_ONLY, contentSecurityPolicy: CONTENT_SECURITY_POLICY, referrerPolicy: 'strict-origin-when-cross-origin' });
  const files = secureHeaders({ ...common, ...DOCUMENT_ONLY, referrerPolicy: false });
  return (c, next) => {
    const path = c.req.path;
    if (!SUBRESOURCE.test(path)) return documents(c, next);
    return (WORKER_SCRIPT.test(path) ? workers : files)(c, next);
  };
}
