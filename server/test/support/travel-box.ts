const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (value: number) => (value * 180) / Math.PI;

/** The point `miles` from `from` on the initial bearing `bearing` (degrees from north), longitude in [-180, 180). */
export function pointAt(from: { latitude: number; longitude: number }, miles: number, bearing: number) {
  const angle = miles / EARTH_RADIUS_MILES;
  const lat = radians(from.latitude);
  const theta = radians(bearing);
  const latitude = Math.asin(Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(theta));
  const longitude = radians(from.longitude) + Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(lat), Math.cos(angle) - Math.sin(lat) * Math.sin(latitude));
  return { latitude: degrees(latitude), longitude: ((degrees(longitude) + 540) % 360) - 180 };
}
