'use client';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { Circle, Marker, Popup, useMap, useMapEvent } from 'react-leaflet';
import { ENGINEER_ROUTES, METERS_PER_MILE } from '@/constants';
import LeafletMap, { type TileEvents } from '@/components/map/LeafletMap';
import { boundsAround } from '@/components/map/mapBounds';
import { homePin, PIN_SPACING, sitePin } from '@/components/map/pins';
import TextLink from '@/components/ui/TextLink';
import { cyan } from '@/theme/palette';
import type { Coordinates } from '@/lib/map/directions';
import { describePay, describePlace } from '@/lib/payText';
import { describeDistance } from '@/lib/workOrderText';
import { mergeCloseSites, type MapSite } from './ordersOnMap';

export type FindWorkLeafletMapProps = TileEvents & {
  tileUrl: string;
  sites: MapSite[];
  home: Coordinates | null;
  travelMiles: number | null;
};

/** Find Work's pins (each opens the title and pay of its orders, linked to their details), the engineer's home and travel circle. */
export default function FindWorkLeafletMap({ tileUrl, sites, home, travelMiles, ...tileEvents }: FindWorkLeafletMapProps) {
  const circle = home && travelMiles ? { center: home, radiusMiles: travelMiles } : null;
  return (
    <LeafletMap tileUrl={tileUrl} bounds={boundsAround(sites, circle)} {...tileEvents}>
      {circle && (
        <Circle
          center={[circle.center.latitude, circle.center.longitude]}
          radius={circle.radiusMiles * METERS_PER_MILE}
          interactive={false}
          className="sp-map-travel"
          pathOptions={{ color: cyan.dark, weight: 2, fillColor: cyan.main, fillOpacity: 0.1 }}
        />
      )}
      {home && <Marker position={[home.latitude, home.longitude]} icon={homePin} interactive={false} keyboard={false} zIndexOffset={-1000} />}
      <SitePins sites={sites} />
    </LeafletMap>
  );
}

/** One pin per place, places too close at this zoom as one; each opens its orders' titles (linked) and pay. */
function SitePins({ sites }: { sites: MapSite[] }) {
  const map = useMap();
  // Pins are merged anew at each zoom.
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  const pins = useMemo(
    () => mergeCloseSites(sites, (site) => map.project([site.latitude, site.longitude], zoom), PIN_SPACING),
    [sites, map, zoom],
  );
  return (
    <>
      {pins.map((site) => (
        <Marker key={`${site.key}:${site.orders.length}`} position={[site.latitude, site.longitude]} icon={sitePin(site.orders.length)} title={site.name}>
          <Popup>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
              {site.orders.map((order) => (
                <li key={order.id}>
                  <TextLink href={ENGINEER_ROUTES.findWorkDetails(order.id)} sx={{ fontWeight: 700 }}>
                    {order.title}
                  </TextLink>
                  <Box>{describePay(order)}</Box>
                  <Box sx={{ color: 'text.secondary' }}>
                    {describePlace(order)} · {describeDistance(order.distance_miles, order.location_type)}
                  </Box>
                </li>
              ))}
            </Box>
          </Popup>
        </Marker>
      ))}
    </>
  );
}
