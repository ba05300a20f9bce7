'use client';
import Box from '@mui/material/Box';
import { Circle, Marker, Popup } from 'react-leaflet';
import { ENGINEER_ROUTES, METERS_PER_MILE } from '@/constants';
import LeafletMap, { type TileEvents } from '@/components/map/LeafletMap';
import { boundsAround } from '@/components/map/mapBounds';
import { homePin, sitePin } from '@/components/map/pins';
import TextLink from '@/components/ui/TextLink';
import { cyan } from '@/theme/palette';
import type { Coordinates } from '@/lib/map/directions';
import { describePay, describePlace } from '@/lib/payText';
import { describeDistance } from '@/lib/workOrderText';
import type { MapSite } from './ordersOnMap';

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
      {home && <Marker position={[home.latitude, home.longitude]} icon={homePin} interactive={false} keyboard={false} />}
      {sites.map((site) => (
        <Marker key={site.key} position={[site.latitude, site.longitude]} icon={sitePin} title={site.name}>
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
    </LeafletMap>
  );
}
