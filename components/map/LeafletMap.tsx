'use client';
import 'leaflet/dist/leaflet.css';
import { useEffect, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { OSM_ATTRIBUTION } from '@/constants/map';
import type { Bounds } from './mapBounds';

// Leaflet itself: loaded in the browser only (it reads `window` as it is imported), through the
// next/dynamic wrappers of MapPanel's users.

export type TileEvents = { onTileLoad: () => void; onTileError: () => void };

/** Where a map with nothing on it looks: the contiguous United States. */
const NOTHING_TO_SHOW = { center: [39.8, -98.6] as [number, number], zoom: 3 };

/** Shows the bounds whole, again whenever they change (another page of results). */
function FitBounds({ bounds, maxZoom }: { bounds: Bounds | null; maxZoom: number }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    const box = JSON.parse(key) as Bounds | null;
    if (box) map.fitBounds(box, { padding: [24, 24], maxZoom });
    else map.setView(NOTHING_TO_SHOW.center, NOTHING_TO_SHOW.zoom);
  }, [map, key, maxZoom]);
  return null;
}

type LeafletMapProps = TileEvents & {
  tileUrl: string;
  bounds: Bounds | null;
  /** The closest a map showing one spot zooms in. */
  maxZoom?: number;
  children?: ReactNode;
};

/** A Leaflet map filling its box: the tiles with OpenStreetMap's attribution, fitted to `bounds`. */
export default function LeafletMap({ tileUrl, bounds, maxZoom = 12, onTileLoad, onTileError, children }: LeafletMapProps) {
  return (
    <MapContainer center={NOTHING_TO_SHOW.center} zoom={NOTHING_TO_SHOW.zoom} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
      <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} eventHandlers={{ tileload: onTileLoad, tileerror: onTileError }} />
      <FitBounds bounds={bounds} maxZoom={maxZoom} />
      {children}
    </MapContainer>
  );
}
