'use client';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import { visuallyHidden } from '@/components/ui/visuallyHidden';
import { toDirectionsUrl, toGeoUri, type Coordinates } from '@/lib/map/directions';
import { useMapTileUrl } from './MapTileUrl';
import MapPanel from './MapPanel';

// Leaflet reads `window` as it loads: the map comes in its own chunk, in the browser only.
const SiteLeafletMap = dynamic(() => import('./SiteLeafletMap'), { ssr: false, loading: () => <Skeleton variant="rectangular" height="100%" /> });

type SiteMapProps = { site: Coordinates; height?: number };

/** An order's site on a small map, with directions on the web and in the phone's maps app. */
export default function SiteMap({ site, height = 200 }: SiteMapProps) {
  const tileUrl = useMapTileUrl();
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1.5 }}>
      <MapPanel
        label="Map of the site"
        caption="The pin marks the site's city; the address above is where to go."
        fallback="the address above still says where to go."
        height={height}
      >
        {(tileEvents) => <SiteLeafletMap tileUrl={tileUrl} site={site} {...tileEvents} />}
      </MapPanel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, typography: 'body2' }}>
        <Link href={toDirectionsUrl(site)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700 }}>
          Directions
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (OpenStreetMap, opens in a new tab)
          </Box>
        </Link>
        <Link href={toGeoUri(site)}>Open in your maps app</Link>
      </Box>
    </Box>
  );
}
