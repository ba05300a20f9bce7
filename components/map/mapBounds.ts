import type { Coordinates } from '@/lib/map/directions';

/** South-west and north-east corners, as Leaflet's fitBounds takes them. */
export type Bounds = [[number, number], [number, number]];

const MILES_PER_DEGREE_OF_LATITUDE = 69.05;

/**
 * The box around the pins and the circle (home and travel distance) that a map shows whole; null
 * when there is nothing to show. A degree of longitude shrinks with the cosine of the latitude.
 */
export function boundsAround(points: Coordinates[], circle?: { center: Coordinates; radiusMiles: number } | null): Bounds | null {
  const corners = [...points];
  if (circle) {
    const { center, radiusMiles } = circle;
    const latitudeSpan = radiusMiles / MILES_PER_DEGREE_OF_LATITUDE;
    const longitudeSpan = latitudeSpan / Math.max(Math.cos((center.latitude * Math.PI) / 180), 0.01);
    corners.push(
      { latitude: Math.max(center.latitude - latitudeSpan, -85), longitude: center.longitude - longitudeSpan },
      { latitude: Math.min(center.latitude + latitudeSpan, 85), longitude: center.longitude + longitudeSpan },
    );
  }
  if (corners.length === 0) return null;
  const latitudes = corners.map((point) => point.latitude);
  const longitudes = corners.map((point) => point.longitude);
  return [
    [Math.min(...latitudes), Math.min(...longitudes)],
    [Math.max(...latitudes), Math.max(...longitudes)],
  ];
}
