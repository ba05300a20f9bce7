// Ways to get to an order's site from the details page: the phone's own maps app (a `geo:` URI,
// RFC 5870) and directions on the web (OpenStreetMap, which needs no account or key).

export type Coordinates = { latitude: number; longitude: number };

/** Six decimals: about 10 cm, more than the site's coordinates carry. */
const format = (value: number) => String(Number(value.toFixed(6)));

const pair = ({ latitude, longitude }: Coordinates) => `${format(latitude)},${format(longitude)}`;

/** `geo:lat,lng`, which phones open in their maps app. */
export function toGeoUri(site: Coordinates): string {
  return `geo:${pair(site)}`;
}

/** OpenStreetMap's directions to the site, from wherever the visitor starts. */
export function toDirectionsUrl(site: Coordinates): string {
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(pair(site))}`;
}

/** The coordinates of a place (a site, a home), when it has both. */
export function coordinatesOf(place: { latitude: number | null; longitude: number | null }): Coordinates | null {
  return place.latitude === null || place.longitude === null ? null : { latitude: place.latitude, longitude: place.longitude };
}
