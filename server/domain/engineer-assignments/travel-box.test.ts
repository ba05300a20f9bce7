import { describe, expect, it } from 'vitest';
import { milesBetween } from '../assignments/miles-between';
import { travelBoxAround, type TravelBox } from './travel-box';
import { pointAt } from '../../test/support/travel-box';

const holds = (box: TravelBox, point: { latitude: number; longitude: number }) =>
  point.latitude >= box.minLatitude && point.latitude <= box.maxLatitude && point.longitude >= box.minLongitude && point.longitude <= box.maxLongitude;

describe('travelBoxAround', () => {
  it('holds every point of the circle, in any direction and at any latitude', () => {
    for (const home of [{ latitude: 30.27, longitude: -97.74 }, { latitude: 0, longitude: 10 }, { latitude: 64.84, longitude: -147.72 }, { latitude: -45, longitude: 170 }]) {
      for (const miles of [1, 50, 500]) {
        const box = travelBoxAround(home, miles);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const edge = pointAt(home, miles, bearing);
          expect(milesBetween(home, edge)).toBeCloseTo(miles, 0);
          expect(holds(box, edge), `${miles} mi at ${bearing}° from ${home.latitude}`).toBe(true);
        }
      }
    }
  });

  it('is barely wider than the circle: the longitude span grows as 1/cos(latitude)', () => {
    const equator = travelBoxAround({ latitude: 0, longitude: 0 }, 69.09);
    expect(equator.maxLatitude).toBeCloseTo(1, 2);
    expect(equator.maxLongitude).toBeCloseTo(1, 2);
    const north = travelBoxAround({ latitude: 60, longitude: 0 }, 69.09);
    expect(north.maxLatitude - 60).toBeCloseTo(1, 2);
    expect(north.maxLongitude).toBeGreaterThan(2);
    expect(north.maxLongitude).toBeLessThan(2.05);
  });

  it('takes every longitude when the circle reaches a pole or crosses the antimeridian', () => {
    expect(travelBoxAround({ latitude: 89.5, longitude: 20 }, 50)).toEqual({ minLatitude: expect.closeTo(88.77, 1), maxLatitude: 90, minLongitude: -180, maxLongitude: 180 });
    expect(travelBoxAround({ latitude: -89.9, longitude: 20 }, 50)).toMatchObject({ minLatitude: -90, minLongitude: -180, maxLongitude: 180 });
    expect(travelBoxAround({ latitude: 51, longitude: 179.9 }, 50)).toMatchObject({ minLongitude: -180, maxLongitude: 180 });
    expect(travelBoxAround({ latitude: 0, longitude: 0 }, 13_000)).toEqual({ minLatitude: -90, maxLatitude: 90, minLongitude: -180, maxLongitude: 180 });
  });
});
