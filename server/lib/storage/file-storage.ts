/** Where uploaded bytes live. Local disk by default; an S3-compatible store can implement the same. */
export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
};
