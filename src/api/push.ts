import * as Endpoints from '../contract/endpoints.ts';
import { callData, callEnvelope } from './endpoint-call.ts';

/** Web push: the key browsers subscribe with, and this browser's subscription. */
export function fetchPushKey(): Promise<{ PublicKey: string }> {
  return callData(Endpoints.pushKey, { quiet: true });
}

export function sendPushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  // A subscription's JSON always has these; the DOM's type leaves them optional, and the server
  // refuses an empty one as it refused a missing one.
  return callEnvelope(Endpoints.pushSubscribe, {
    json: { Endpoint: subscription.endpoint ?? '', Keys: { P256dh: subscription.keys?.p256dh ?? '', Auth: subscription.keys?.auth ?? '' } },
    quiet: true,
  });
}
