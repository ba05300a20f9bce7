import { describe, expect, it } from 'vitest';
import { coordinatesOf, toDirectionsUrl, toGeoUri } from './directions';

describe('directions to a site', () => {
  const austin = { latitude: 30.2672, longitude: -97.7431 };

  it('makes a geo: URI for the phone’s maps app', () => {
    expect(toGeoUri(austin)).toBe('geo:30.2672,-97.7431');
    expect(toGeoUri({ latitude: 51.123456789, longitude: 0 })).toBe('geo:51.123457,0');
  });

  it('makes OpenStreetMap directions to the site', () => {
    expect(toDirectionsUrl(austin)).toBe('https://www.openstreetmap.org/directions?to=30.2672%2C-97.7431');
  });

  it('has coordinates only when both are known', () => {
    expect(coordinatesOf(austin)).toEqual(austin);
    expect(coordinatesOf({ latitude: 30.2, longitude: null })).toBeNull();
    expect(coordinatesOf({ latitude: null, longitude: null })).toBeNull();
  });
});
