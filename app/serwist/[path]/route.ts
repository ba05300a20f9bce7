import { createSerwistRoute } from '@serwist/turbopack';

// Serves the service worker built from app/sw.ts at /serwist/sw.js (Turbopack has no plugin hook:
// Serwist bundles it with esbuild at build time and precaches the build's static files and public/).
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  // What is precached: the build's static files (named by their content) and public/ (the icons and the offline page, revised by their hash).
  globPatterns: ['.next/static/**/*.{js,css,woff2,png,svg,ico}', 'public/**/*.{png,svg,html,css}'],
});
