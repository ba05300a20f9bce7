// Plain JS so next.config.js can import it; constants/limits.ts re-exports it for the app.
/** Widths Next's image optimizer renders for full-width images. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
/** Widths for fixed-size images (avatars, logos, icons). */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384];
export const IMAGE_QUALITY = 75;
