import { describe, expect, it } from 'vitest';
import { boundsAround } from './mapBounds';

describe('boundsAround', () => {
  const austin = { latitude: 30.27, longitude: -97.74 };
  const dallas = { latitude: 32.78, longitude: -96.8 };

  it('is nothing without pins or a circle', () => {
    expect(boundsAround([])).toBeNull();
  });

  it('spans the pins', () => {
    expect(boundsAround([austin, dallas])).toEqual([
      [30.27, -97.74],
      [32.78, -96.8],
    ]);
  });

  it('takes in the whole travel circle, wider in longitude away from the equator', () => {
    const [[south, west], [north, east]] = boundsAround([], { center: austin, radiusMiles: 69.05 })!;
    expect(north - south).toBeCloseTo(2, 5);
    expect(east - west).toBeCloseTo(2 / Math.cos((30.27 * Math.PI) / 180), 5);
    expect((north + south) / 2).toBeCloseTo(austin.latitude, 5);
  });
});
