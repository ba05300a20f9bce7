import { API_V1_BASE, DOC_ENDPOINTS } from '@/constants';
import { createRouter } from '../../lib/create-router';
import { DOCS_CONTENT_SECURITY_POLICY } from '../../lib/security-headers';
import { readSwaggerUiAsset, SWAGGER_UI_ASSETS, type SwaggerUiAssetName } from './swagger-ui-assets';

// The interactive API reference: Swagger UI served from this server's own files, under a policy
// that allows exactly those (no inline script: the start-up call is a file of its own).

const REFERENCE_PATH = `${API_V1_BASE}${DOC_ENDPOINTS.REFERENCE}`;
const INIT_SCRIPT = 'swagger-ui-init.js';
const ASSET_CACHE_CONTROL = 'public, max-age=86400';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service Portal API</title>
<link rel="icon" type="image/png" href="${REFERENCE_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui" data-url="${API_V1_BASE}${DOC_ENDPOINTS.OPENAPI}"></div>
<script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${REFERENCE_PATH}/${INIT_SCRIPT}"></script>
</body>
</html>
`;

// The document's address comes from the page. validatorUrl null: Swagger UI would otherwise show a
// badge loaded from its public validator.
const INIT = `const root = document.getElementById('swagger-ui');
window.ui = SwaggerUIBundle({ url: root.dataset.url, domNode: root, validatorUrl: null });
`;

const isAssetName = (name: string): name is SwaggerUiAssetName => Object.hasOwn(SWAGGER_UI_ASSETS, name);

export const docsRouter = createRouter()
  // GET /docs – the reference page
  .get(DOC_ENDPOINTS.REFERENCE, (c) => {
    c.header('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    return c.html(PAGE);
  })
  // GET /docs/swagger-ui-init.js – starts Swagger UI on the served OpenAPI document
  .get(`${DOC_ENDPOINTS.REFERENCE}/${INIT_SCRIPT}`, (c) => {
    c.header('Cache-Control', ASSET_CACHE_CONTROL);
    return c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  })
  // GET /docs/:asset – Swagger UI's stylesheet and script, from the swagger-ui-dist package
  .get(`${DOC_ENDPOINTS.REFERENCE}/:asset`, (c) => {
    const name = c.req.param('asset');
    if (!isAssetName(name)) return c.notFound();
    c.header('Cache-Control', ASSET_CACHE_CONTROL);
    return c.body(readSwaggerUiAsset(name), 200, { 'Content-Type': SWAGGER_UI_ASSETS[name].contentType });
  });
