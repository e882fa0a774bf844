import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoint';

/** docs/decisions/115: the server POSTs only to the browsers' push services (and origins an operator adds). */
describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://eu-west.push.services.mozilla.com/wpush/v2/x',
    'https://wns2-by3p.notify.windows.com/w/?token=x',
    'https://web.push.apple.com/QGx',
    'https://api.push.apple.com/3/device/x',
  ])('takes %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, [])).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x', // not https
    'https://fcm.googleapis.com:8443/fcm/send/x', // another port
    'https://user:pass@fcm.googleapis.com/x', // credentials
    'https://fcm.googleapis.com.evil.test/x', // a look-alike host
    'https://evilpush.apple.com/x', // not a subdomain
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, [])).toBe(false);
  });

  it('takes an origin the operator added, exactly', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4100/push/1', ['http://127.0.0.1:4100'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4101/push/1', ['http://127.0.0.1:4100'])).toBe(false);
  });
});
