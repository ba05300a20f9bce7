import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './constants/images.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // swagger-ui-dist: the API reference serves its files, read from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'swagger-ui-dist', 'pino', 'pino-pretty', 'thread-stream'],
  images: {
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
  },
};

export default nextConfig;
