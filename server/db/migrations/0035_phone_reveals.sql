-- A phone number shown on a tap (Property/RevealPhone) is counted for the listing's owner beside the
-- page views and the Call and WhatsApp taps, in the same daily counters and once per device a day.
ALTER TABLE listing_daily_counts DROP CONSTRAINT listing_daily_counts_kind_check;
ALTER TABLE listing_daily_counts ADD CONSTRAINT listing_daily_counts_kind_check
  CHECK (kind IN ('view', 'call', 'whatsapp', 'reveal'));
