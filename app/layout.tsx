import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { Metadata, Viewport } from 'next';
import { getServerSession } from 'next-auth';
import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { authOptions } from '@/app/api/auth/authOptions';
import { MapTileUrlProvider } from '@/components/map/MapTileUrl';
import { env } from '@/server/env';
import { NONCE_HEADER } from '@/server/lib/security-headers';
import { slate } from '@/theme/palette';
import theme from '@/theme/theme';
import Providers from './providers';

export const metadata: Metadata = {
  title: 'Service Portal',
  description: 'A field-service marketplace: companies post work orders, field engineers do the work and get paid.',
  applicationName: 'Service Portal',
  appleWebApp: { capable: true, title: 'Service Portal', statusBarStyle: 'default' },
  icons: { apple: '/icons/apple-touch-icon.png' },
};

/** The installed app's title bar, as in the manifest (app/manifest.ts). */
export const viewport: Viewport = { themeColor: slate[900] };

/**
 * The session is read on the server so the client starts with it (no loading flash, no refetch).
 * The page's CSP nonce (proxy.ts) goes to the style elements Emotion and the toasts insert, and the
 * map tile URL (read when the server starts) to every map.
 * The pages sit in a Suspense boundary: the server's HTML shows them at once, and React hydrates
 * them after the providers, in slices, rather than in one long task.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="en">
      <body>
        <AppRouterCacheProvider options={{ nonce }}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <Providers session={session} nonce={nonce}>
              <MapTileUrlProvider tileUrl={env.MAP_TILE_URL}>
                <Suspense>{children}</Suspense>
              </MapTileUrlProvider>
            </Providers>
          </ThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
