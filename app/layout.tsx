import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import type { ReactNode } from 'react';
import { authOptions } from '@/app/api/auth/authOptions';
import theme from '@/theme/theme';
import Providers from './providers';

export const metadata: Metadata = {
  title: 'Service Portal',
  description: 'A field-service marketplace: companies post work orders, field engineers do the work and get paid.',
};

/** The session is read on the server so the client starts with it (no loading flash, no refetch). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  return (
    <html lang="en">
      <body>
        <AppRouterCacheProvider>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <Providers session={session}>{children}</Providers>
          </ThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
