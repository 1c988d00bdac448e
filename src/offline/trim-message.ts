/** What a page posts to the worker when an IndexedDB write was refused for quota (storage-room.ts, sw/cache-lru.ts). */
export const TRIM_STORAGE_MESSAGE = 'TRIM_STORAGE';
