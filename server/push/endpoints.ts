/**
 * Whether a browser's push endpoint is at one of the push services we send to (PUSH_SERVICES). The
 * server posts to that address, so this is what keeps a subscription from aiming it anywhere else.
 */
export function isAllowedPushEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return services.some((service) => {
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(service);
    if (!wildcard) return url.origin === new URL(service).origin;
    const [, protocol, domain] = wildcard;
    return url.protocol === protocol && url.port === '' && url.hostname.endsWith(`.${domain!.toLowerCase()}`);
  });
}
