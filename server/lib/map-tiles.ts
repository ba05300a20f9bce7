// The map's tile URL template (MAP_TILE_URL): what it must look like, and the one host the pages'
// Content-Security-Policy lets images come from for it.

const TEMPLATE_PATTERN = /^(https?):\/\/([^/?#]+)(\/[^#]*)?$/i;
/** A host of letters, digits, dots and dashes, where `{s}` (Leaflet's subdomains) may stand for one label; an optional port. */
const HOST_PATTERN = /^((\{s\}|[a-z0-9-]+)\.)*[a-z0-9-]+(:\d{1,5})?$/i;

/** True for an http(s) template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
export function isMapTileUrl(template: string): boolean {
  const parts = TEMPLATE_PATTERN.exec(template);
  if (!parts || !HOST_PATTERN.test(parts[2])) return false;
  return ['{z}', '{x}', '{y}'].every((placeholder) => (parts[3] ?? '').includes(placeholder));
}

/**
 * The CSP source of the template's host: scheme, host and port, with `{s}` as a wildcard
 * (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`).
 */
export function mapTileImageSource(template: string): string {
  const parts = TEMPLATE_PATTERN.exec(template);
  if (!parts || !HOST_PATTERN.test(parts[2])) throw new Error(`Not a map tile URL: ${template}`);
  return `${parts[1].toLowerCase()}://${parts[2].toLowerCase().replace('{s}', '*')}`;
}
