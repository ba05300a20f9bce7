'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cyan, focusRing, slate } from '@/theme/palette';
import type { TileEvents } from './LeafletMap';

export const TILES_UNAVAILABLE_MESSAGE = 'Map tiles could not be loaded';

type TilesState = 'waiting' | 'loaded' | 'failed';

const focusOutline = { outline: `2px solid ${focusRing.dark}`, outlineOffset: 2, boxShadow: `0 0 0 2px ${focusRing.light}` };

/** Leaflet's parts in the portal's colours, and the pins of pins.ts. */
const mapStyles = {
  // Leaflet's panes and controls stack above each other (z-index up to 1000): kept inside this box.
  isolation: 'isolate',
  '& .leaflet-container': { height: '100%', fontFamily: 'inherit', bgcolor: slate[100] },
  '& .leaflet-container a': { color: slate[800] },
  '& .leaflet-container a:focus-visible, & .leaflet-container:focus-visible, & .leaflet-marker-icon:focus-visible': focusOutline,
  '& .leaflet-control-attribution': { bgcolor: 'rgba(255, 255, 255, 0.92)', color: slate[800] },
  '& .leaflet-control-attribution a': { textDecoration: 'underline' },
  '& .leaflet-popup-content': { margin: '12px 16px', fontSize: '0.875rem', lineHeight: 1.45 },
  '& .sp-map-pin::before': {
    content: '""',
    position: 'absolute',
    inset: 2,
    bgcolor: slate[800],
    border: '2px solid #fff',
    borderRadius: '50% 50% 50% 0',
    transform: 'rotate(-45deg)',
    boxShadow: '0 1px 3px rgba(15, 23, 42, 0.5)',
  },
  '& .sp-map-pin-dot': {
    position: 'absolute',
    top: 6,
    left: 6,
    minWidth: 16,
    height: 16,
    borderRadius: '50%',
    bgcolor: '#fff',
    color: slate[900],
    font: '700 11px/16px system-ui, sans-serif',
    textAlign: 'center',
  },
  '& .sp-map-pin': { cursor: 'pointer', borderRadius: '50%' },
  '& .sp-map-home': { bgcolor: cyan.dark, border: '3px solid #fff', borderRadius: '50%', boxShadow: `0 0 0 2px ${cyan.dark}` },
} as const;

type MapPanelProps = {
  /** The map region's name, as screen readers announce it. */
  label: string;
  /** What the map shows, in words, under it (and its description). */
  caption: ReactNode;
  /** What still works when the tiles cannot be loaded. */
  fallback: string;
  height: number | string | Record<string, number | string>;
  /** The Leaflet map (client-only), told about its tiles. */
  children: (tileEvents: TileEvents) => ReactNode;
};

/**
 * A map region: the map in a box of fixed height, a caption saying what it shows and, when no
 * tile could be loaded (offline, blocked), a line saying so over it; the pins still show.
 */
export default function MapPanel({ label, caption, fallback, height, children }: MapPanelProps) {
  const captionId = useId();
  const [tiles, setTiles] = useState<TilesState>('waiting');
  // One tile that fails among many that load is not worth a word; all failing is.
  const tileEvents = useMemo<TileEvents>(
    () => ({ onTileLoad: () => setTiles('loaded'), onTileError: () => setTiles((state) => (state === 'loaded' ? state : 'failed')) }),
    [],
  );
  return (
    <Box component="section" aria-label={label} aria-describedby={captionId}>
      <Box sx={{ position: 'relative', height, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', ...mapStyles }}>
        {children(tileEvents)}
        {tiles === 'failed' && (
          <Box
            role="status"
            sx={{ position: 'absolute', zIndex: 1100, top: 12, left: 56, right: 12, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'background.paper', boxShadow: 1, typography: 'body2' }}
          >
            {TILES_UNAVAILABLE_MESSAGE}; {fallback}
          </Box>
        )}
      </Box>
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {caption}
      </Typography>
    </Box>
  );
}
