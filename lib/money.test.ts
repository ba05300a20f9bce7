import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals, roundToHundredths } from './money';

describe('roundToHundredths', () => {
  it('rounds to the cent, halves up', () => {
    expect(roundToHundredths(10.004)).toBe(10);
    expect(roundToHundredths(10.005 + 1e-9)).toBe(10.01);
    expect(roundToHundredths(0.1 + 0.2)).toBe(0.3);
    expect(roundToHundredths(1234.5)).toBe(1234.5);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole cents, float noise included, and refuses fractions of a cent', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(5)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });
});
