import { describe, expect, it } from 'vitest';
import { getCenteredSquare, getCroppedName, getCroppedType } from './squareCrop';

describe('square crop', () => {
  it('takes the centred square of a landscape, portrait or square picture', () => {
    expect(getCenteredSquare(1200, 800)).toEqual({ sx: 200, sy: 0, size: 800 });
    expect(getCenteredSquare(600, 1001)).toEqual({ sx: 0, sy: 200, size: 600 });
    expect(getCenteredSquare(300, 300)).toEqual({ sx: 0, sy: 0, size: 300 });
  });

  it('keeps PNG as PNG and turns other pictures into JPEG with a matching name', () => {
    expect(getCroppedType('image/png')).toBe('image/png');
    expect(getCroppedType('image/webp')).toBe('image/jpeg');
    expect(getCroppedName('me.webp', 'image/jpeg')).toBe('me.jpg');
    expect(getCroppedName('holiday.photo.PNG', 'image/png')).toBe('holiday.photo.png');
  });
});
