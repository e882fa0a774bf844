/**
 * Which push endpoints the server will POST to (issue 60, docs/decisions/115). A subscription's endpoint is an address
 * the browser's push service chose, but it arrives from a client: taken as it comes, it would let anyone make the
 * server send requests to any host (SSRF: the cloud's metadata address, an internal admin port). Only https addresses
 * of the browsers' push services are kept, and the origins an operator adds (PUSH_ENDPOINT_ORIGINS: tests' local
 * push service).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
/** Hosts under these suffixes: Mozilla's regional autopush, Windows (WNS), Apple's regional web push. */
const PUSH_SERVICE_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // No credentials in the address, and only the default port: a push service listens on 443.
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
