import { readFileSync } from 'node:fs';
import path from 'node:path';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';

// Swagger UI's files come from the swagger-ui-dist package in node_modules, read once on first use:
// the reference page loads nothing from another origin.

export type SwaggerUiAsset = { file: string; contentType: string };

/** The package's files the reference page loads, by the name they are served under. */
export const SWAGGER_UI_ASSETS = {
  'swagger-ui.css': { file: 'swagger-ui.css', contentType: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', contentType: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', contentType: 'image/png' },
} as const satisfies Record<string, SwaggerUiAsset>;

export type SwaggerUiAssetName = keyof typeof SWAGGER_UI_ASSETS;

const cache = new Map<SwaggerUiAssetName, Uint8Array<ArrayBuffer>>();

export function readSwaggerUiAsset(name: SwaggerUiAssetName): Uint8Array<ArrayBuffer> {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  // The package stays in node_modules (serverExternalPackages in next.config.js): the build neither
  // bundles it nor traces the read, and the folder is the installed package's at run time.
  const file = path.join(/* turbopackIgnore: true */ getAbsoluteFSPath(), SWAGGER_UI_ASSETS[name].file);
  const bytes = new Uint8Array(readFileSync(/* turbopackIgnore: true */ file));
  cache.set(name, bytes);
  return bytes;
}
