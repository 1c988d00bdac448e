/** Provisional until branch geo is merged (then its file wins). */
export const PAKISTAN_BOUNDS = { south: 23.5, west: 60.8, north: 37.2, east: 77.9 } as const;
