-- A pinned listing's public point is now drawn from its pin as well as its id (server/geo/public-point.ts):
-- an offset that was the listing's alone could be learnt from one point and taken off every later pin.
-- Only approximate pins change; the background fill (backfillMapPoints) draws them again at start.
UPDATE properties SET map_lat = NULL, map_lng = NULL, map_precision = NULL
WHERE pin_lat IS NOT NULL AND NOT pin_exact_public;
