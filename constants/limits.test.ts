import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('business constants', () => {
  it('holds the fixed business numbers', () => {
    expect(limits.SIDE_NAV_WIDTH).toBe(280);
    expect(limits.SIDE_NAV_COLLAPSED_WIDTH).toBeLessThan(limits.SIDE_NAV_WIDTH);
    expect(limits.TOAST_POSITION).toBe('bottom-left');
    expect(limits.TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect([limits.PERSIST_KEY, limits.PERSIST_VERSION, limits.PERSIST_TIMEOUT_MS]).toEqual(['root', 1, 5000]);
    expect(limits.NOTIFICATION_BADGE_MAX).toBe(99);
    expect(limits.REQUEST_TIMEOUT_MS).toBe(0);
    expect([limits.DRAFT_DEFAULT_LOCATION_TYPE, limits.DRAFT_DEFAULT_PAYMENT_TYPE]).toEqual([1, 2]);
  });

  it('keeps the image width sets and quality', () => {
    expect(limits.IMAGE_DEVICE_SIZES).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(limits.IMAGE_SIZES).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
    expect(limits.IMAGE_QUALITY).toBe(75);
  });

  it('words the fallback error and the not-found text exactly', () => {
    expect(limits.FALLBACK_ERROR_MESSAGE).toBe('Something went wrong please try again later');
    expect(limits.NOT_FOUND_MESSAGE).toBe('Sorry, the page you are looking for does not exist.');
  });
});
