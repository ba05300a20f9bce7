import type { MetadataRoute } from 'next';
import { APP_START_PATH } from '@/constants';
import { slate } from '@/theme/palette';

/** The installed app: its name, icons (scripts/generate-app-icons.mjs), colours, and the start page that sends each role to its dashboard. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Service Portal',
    short_name: 'Service Portal',
    description: 'Field-service work orders: post, assign, check in on site, deliver and get paid.',
    start_url: APP_START_PATH,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: slate[50],
    theme_color: slate[900],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    categories: ['business', 'productivity'],
  };
}
