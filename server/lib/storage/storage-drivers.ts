/** Where a stored file's bytes may live; `stored_files.storage_driver` names one per row. */
export const STORAGE_DRIVERS = ['disk', 'database', 's3'] as const;

export type StorageDriverName = (typeof STORAGE_DRIVERS)[number];
