/**
 * Owner insight: what a visitor's browser reports about a listing, and what its
 * owner reads back. Shared by the client and the server; no React, no Node.
 */
import * as v from 'valibot';
import { DEVICE_ID, wholeNumber } from './schemas.ts';

/** What a visitor's browser reports. Enquiries, favourites and saved-search matches are stored already. */
export const INSIGHT_EVENT_KINDS = ['view', 'call', 'whatsapp'] as const;
export type InsightEventKind = (typeof INSIGHT_EVENT_KINDS)[number];
/**
 * What the daily counters store: the browser's events, and a phone number shown, which the server
 * counts itself when it answers Property/RevealPhone (a browser cannot report one it was not given).
 */
export type CountedKind = InsightEventKind | 'reveal';

/** One batch at most: a phone that was offline a while sends what it queued in a few requests. */
export const MAX_EVENTS_PER_BATCH = 50;
/** Events queued offline longer than this are dropped: the server keeps a day's dedupe keys a week. */
export const EVENT_MAX_AGE_DAYS = 7;
/** The owner's windows; the daily series covers the longer one. */
export const INSIGHT_WINDOWS = [7, 30] as const;
export const INSIGHT_SERIES_DAYS = 30;

export const InsightEventSchema = v.object({
  PropertyId: wholeNumber('PropertyId', 1),
  Kind: v.picklist(INSIGHT_EVENT_KINDS, `Kind must be one of ${INSIGHT_EVENT_KINDS.join(', ')}.`),
  // When it happened on the device: a queued event counts on its own day. Absent means now.
  At: v.optional(v.pipe(v.string('At must be a date and time.'), v.isoTimestamp('At must be an ISO date and time.'))),
});

export const PropertyEventsSchema = v.object({
  DeviceId: v.pipe(v.string('DeviceId is required.'), v.trim(), v.regex(DEVICE_ID, 'DeviceId must be 16 to 64 letters, digits, _ or -.')),
  Events: v.pipe(
    v.array(InsightEventSchema, 'Events must be a list.'),
    v.minLength(1, 'Events must hold at least one event.'),
    v.maxLength(MAX_EVENTS_PER_BATCH, `Events may hold at most ${MAX_EVENTS_PER_BATCH} events.`),
  ),
});
export type InsightEvent = v.InferOutput<typeof InsightEventSchema>;
export type PropertyEventsInput = v.InferOutput<typeof PropertyEventsSchema>;

export const InsightQuery = v.object({
  PropertyId: v.optional(wholeNumber('PropertyId', 1)),
});

/** The answer to a batch: how many events it carried. Whether each counted is not said (dedupe, bots, owners). */
export interface EventsResult {
  Received: number;
}

export interface InsightCounts {
  /** Devices that opened the listing's page (one per device per day; bots and the owner not counted). */
  Views: number;
  /** Devices shown the owner's phone number (one per device per day; the owner and admins not counted). */
  Reveals: number;
  /** Devices that tapped Call (one per device per day). */
  Calls: number;
  /** Devices that tapped WhatsApp (one per device per day). */
  WhatsApp: number;
  /** Enquiries sent through the listing's form. */
  Enquiries: number;
  /** Accounts that saved it and still keep it (hearts kept only on a device are never sent). */
  Favourites: number;
  /** Saved searches with alerts that it matched when it went live. */
  Matches: number;
}

export const INSIGHT_COUNT_KEYS = ['Views', 'Reveals', 'Calls', 'WhatsApp', 'Enquiries', 'Favourites', 'Matches'] as const satisfies readonly (keyof InsightCounts)[];

export interface InsightDay extends InsightCounts {
  /** YYYY-MM-DD, Pakistan time. */
  Day: string;
}

export interface ListingInsight {
  PropertyId: number;
  Last7: InsightCounts;
  Last30: InsightCounts;
  /** INSIGHT_SERIES_DAYS days, oldest first, ending today. */
  Daily: InsightDay[];
}

export interface InsightAnswer {
  /** Today in Pakistan time, the series' last day. */
  Today: string;
  Listings: ListingInsight[];
}

/** What the owner reads, in the order shown. */
export const InsightLabels: Record<keyof InsightCounts, { one: string; many: string }> = {
  Views: { one: 'view', many: 'views' },
  Reveals: { one: 'number shown', many: 'numbers shown' },
  Calls: { one: 'Call tap', many: 'Call taps' },
  WhatsApp: { one: 'WhatsApp tap', many: 'WhatsApp taps' },
  Enquiries: { one: 'enquiry', many: 'enquiries' },
  Favourites: { one: 'favourite', many: 'favourites' },
  Matches: { one: 'saved-search match', many: 'saved-search matches' },
};

export const InsightMessages = {
  loadFailed: 'Figures could not be loaded.',
} as const;
