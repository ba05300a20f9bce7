'use client';
import { useEffect, type CSSProperties } from 'react';
import { CRASH_MESSAGE, CRASH_TITLE } from '@/constants';
import { slate } from '@/theme/palette';

type GlobalErrorProps = { error: unknown; retry: () => void };

const page: CSSProperties = {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 24,
  textAlign: 'center',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  color: slate[900],
  background: slate[50],
};
const action: CSSProperties = { font: 'inherit', fontWeight: 600, padding: '8px 20px', borderRadius: 8, border: `1px solid ${slate[800]}`, cursor: 'pointer', textDecoration: 'none' };

/**
 * A crash in the root layout itself (the theme, the providers): this replaces the whole document,
 * so it brings its own <html> and <body> and plain inline styles that need nothing that may have broken.
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body style={{ margin: 0 }}>
        <title>{`${CRASH_TITLE} · Service Portal`}</title>
        <main style={page}>
          <h1 style={{ margin: 0, fontSize: 28 }}>{CRASH_TITLE}</h1>
          <p style={{ margin: 0, maxWidth: 480, color: slate[600] }}>{CRASH_MESSAGE}</p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
            <button type="button" onClick={() => retry()} style={{ ...action, background: slate[800], color: '#ffffff' }}>
              Try again
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: the app starts again from scratch */}
            <a href="/" style={{ ...action, background: '#ffffff', color: slate[800] }}>
              Back to home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
