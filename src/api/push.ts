import { ApiPaths } from '../contract/api-paths.ts';
import * as Endpoints from '../contract/endpoints.ts';
import { apiEnvelope } from './client.ts';
import { callData } from './endpoint-call.ts';

/** Web push (issue 13, item 4): the key browsers subscribe with, and this browser's subscription. */
export function fetchPushKey(): Promise<{ PublicKey: string }> {
  return callData(Endpoints.pushKey, { quiet: true });
}

export function sendPushSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  return apiEnvelope<null>(ApiPaths.pushSubscribe, {
    json: { Endpoint: subscription.endpoint, Keys: { P256dh: subscription.keys?.p256dh, Auth: subscription.keys?.auth } },
    quiet: true,
  });
}
