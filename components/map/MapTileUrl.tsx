'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_MAP_TILE_URL } from '@/constants/map';

// The tile URL is the server's setting (MAP_TILE_URL), read when it starts, not when the portal is
// built: the root layout hands it down, and every map reads it here.
const MapTileUrlContext = createContext<string>(DEFAULT_MAP_TILE_URL);

export function MapTileUrlProvider({ tileUrl, children }: { tileUrl: string; children: ReactNode }) {
  return <MapTileUrlContext value={tileUrl}>{children}</MapTileUrlContext>;
}

export const useMapTileUrl = () => useContext(MapTileUrlContext);
