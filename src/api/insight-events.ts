/** Visitors' events for owner insight (POST Property/Events). */
import * as Endpoints from '../contract/endpoints.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { EventsResult, PropertyEventsInput } from '../contract/insight.ts';
import { callEnvelope } from './endpoint-call.ts';

/**
 * Quiet and kept alive: nothing a visitor did went wrong if a count is lost, and a tap on Call or
 * WhatsApp leaves the page at once, which must not cancel the request.
 */
export function sendEvents(input: PropertyEventsInput): Promise<Envelope<EventsResult>> {
  return callEnvelope(Endpoints.propertyEvents, { json: input, quiet: true, keepalive: true });
}
