import { readFileSync } from 'node:fs';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './constants/images.js';
import { makeBuildId, readGitCommit } from './server/lib/build-id.mjs';

const root = import.meta.dirname;
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // One release, one build id, whichever machine builds it (server/lib/build-id.mjs).
  generateBuildId: () => makeBuildId({ buildId: process.env.BUILD_ID, version, commit: readGitCommit(root) }),
  // swagger-ui-dist: the API reference serves its files, read from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'prom-client', 'swagger-ui-dist', 'pino', 'pino-pretty', 'thread-stream'],
  images: {
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
  },
};

export default nextConfig;
