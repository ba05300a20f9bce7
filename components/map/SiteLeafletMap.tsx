'use client';
import { Marker } from 'react-leaflet';
import type { Coordinates } from '@/lib/map/directions';
import LeafletMap, { type TileEvents } from './LeafletMap';
import { sitePin } from './pins';

export type SiteLeafletMapProps = TileEvents & { tileUrl: string; site: Coordinates };

/** One order's site, a pin at the middle of a town-sized view. */
export default function SiteLeafletMap({ tileUrl, site, ...tileEvents }: SiteLeafletMapProps) {
  const spot: [number, number] = [site.latitude, site.longitude];
  return (
    <LeafletMap tileUrl={tileUrl} bounds={[spot, spot]} maxZoom={11} {...tileEvents}>
      <Marker position={spot} icon={sitePin()} interactive={false} keyboard={false} />
    </LeafletMap>
  );
}
