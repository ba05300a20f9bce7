const SAFE_KEY = /^[a-zA-Z0-9-]+\.[a-z0-9]+$/;

/** Keys are server-made (`<uuid>.<ext>`); anything else is refused before it reaches a path or a URL. */
export function assertStorageKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
  return key;
}
