// The security headers of the portal's pages (proxy.ts) and of its API (middleware/security-headers),
// in one place so the two cannot drift apart. Pure: callers pass the nonce and whether it is HTTPS.

type Directives = Record<string, readonly string[]>;

/** A year; sent only when the portal is served over HTTPS (a plain-HTTP portal would lock itself out). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Powerful features the portal never uses are off for it and anything it embeds; geolocation stays
 * for the portal itself, as check-in and check-out record where the engineer is.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** What no answer of the portal or the API may do: be framed, change the base URL, embed plugins. */
const LOCKED_DOWN: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** A JSON or file answer of the API runs and embeds nothing, and is never framed (Hono's secureHeaders form). */
export const API_CONTENT_SECURITY_POLICY_DIRECTIVES = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** The request header proxy.ts hands a page's nonce to the root layout in (for Emotion and the toasts). */
export const NONCE_HEADER = 'x-nonce';

export const isHttpsUrl = (url: string) => new URL(url).protocol === 'https:';

/** 16 random bytes, base64: unguessable and new for every page answer. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

type PagePolicyOptions = {
  nonce: string;
  /** `next dev`: React rebuilds server error stacks with eval, and the dev tools inject unlabelled styles. */
  isDev: boolean;
  isHttps: boolean;
  /** The map's tile host (mapTileImageSource of MAP_TILE_URL): the one other place images may come from. */
  mapTileSource: string;
};

/**
 * A page's policy. Scripts: only those carrying this answer's nonce (Next.js labels its own when it
 * finds the nonce in the request's policy) and, through 'strict-dynamic', the chunks they load.
 * Style elements need the nonce too (Emotion and the toasts are given it); style attributes stay
 * open, as next/image and MUI write them in the server's HTML.
 */
export function buildPageContentSecurityPolicy({ nonce, isDev, isHttps, mapTileSource }: PagePolicyOptions): string {
  const nonceSource = `'nonce-${nonce}'`;
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", nonceSource, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])],
    // Browsers without the -elem/-attr directives fall back to this one.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...(isDev ? ["'unsafe-inline'"] : [nonceSource])],
    'style-src-attr': ["'unsafe-inline'"],
    // Uploaded pictures come from the API on this origin; previews of chosen files are blob: URLs;
    // the map's tiles from their one host.
    'img-src': ["'self'", 'data:', 'blob:', mapTileSource],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The service worker and the web app manifest come from this origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...LOCKED_DOWN,
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/**
 * The API reference page: Swagger UI's own files from this origin and nothing inline; its pictures are
 * data: URLs in its stylesheet, and "Try it out" calls this API.
 */
export const DOCS_CONTENT_SECURITY_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  ...LOCKED_DOWN,
});

/** The headers every answer carries, page or API. */
export function buildBaseSecurityHeaders({ isHttps }: { isHttps: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    ...(isHttps ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** A page answer's headers: the base ones, its policy with this answer's nonce, and the features it may use. */
export function buildPageSecurityHeaders(options: PagePolicyOptions): Record<string, string> {
  return {
    ...buildBaseSecurityHeaders(options),
    'Content-Security-Policy': buildPageContentSecurityPolicy(options),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
