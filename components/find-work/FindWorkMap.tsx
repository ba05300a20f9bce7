'use client';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import MapPanel from '@/components/map/MapPanel';
import { useMapTileUrl } from '@/components/map/MapTileUrl';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import type { Coordinates } from '@/lib/map/directions';
import { describeOrdersOnMap, groupOrdersBySite } from './ordersOnMap';

// Leaflet reads `window` as it loads: the map comes in its own chunk, in the browser only.
const FindWorkLeafletMap = dynamic(() => import('./FindWorkLeafletMap'), { ssr: false, loading: () => <Skeleton variant="rectangular" height="100%" /> });

type FindWorkMapProps = {
  /** This page of the list; undefined while it loads. */
  orders: EngineerAssignmentRow[] | undefined;
  home: Coordinates | null;
  travelMiles: number | null;
  height: number | string | Record<string, number | string>;
};

/** The list's orders as pins, with the engineer's home and travel distance; the list stays the way to every order. */
export default function FindWorkMap({ orders, home, travelMiles, height }: FindWorkMapProps) {
  const tileUrl = useMapTileUrl();
  const sites = groupOrdersBySite(orders ?? []);
  const circle = home && travelMiles ? ` The circle is your travel distance (${travelMiles} mi) around your home.` : '';
  const shown = orders ? describeOrdersOnMap(orders, sites) : 'Loading work orders…';
  return (
    <MapPanel label="Map of work orders" caption={`${shown}${circle}`} fallback="the list still works." height={height}>
      {(tileEvents) => <FindWorkLeafletMap tileUrl={tileUrl} sites={sites} home={home} travelMiles={travelMiles} {...tileEvents} />}
    </MapPanel>
  );
}
