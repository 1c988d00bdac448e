import { describe, expect, it } from 'vitest';
import { pushSendTime } from '../../server/push/quiet-hours.ts';
import { isAllowedPushEndpoint } from '../../server/push/endpoints.ts';
import { DEFAULT_PUSH_SERVICES } from '../../server/config.ts';

// Quiet hours 22:00 to 08:00 Pakistan time (UTC+5), and where pushes may go.

describe('pushSendTime', () => {
  it.each([
    ['2026-11-24T03:00:00Z', '2026-11-24T03:00:00Z'], // 08:00 PKT: the day has begun
    ['2026-11-24T12:00:00Z', '2026-11-24T12:00:00Z'], // 17:00 PKT
    ['2026-11-24T16:59:59Z', '2026-11-24T16:59:59Z'], // 21:59:59 PKT
    ['2026-11-24T17:00:00Z', '2026-11-25T03:00:00Z'], // 22:00 PKT: next morning
    ['2026-11-24T19:30:00Z', '2026-11-25T03:00:00Z'], // 00:30 PKT on the 25th
    ['2026-11-24T22:00:00Z', '2026-11-25T03:00:00Z'], // 03:00 PKT
    ['2026-11-25T02:59:00Z', '2026-11-25T03:00:00Z'], // 07:59 PKT
    ['2026-12-31T18:00:00Z', '2027-01-01T03:00:00Z'], // over the new year
  ])('a push made at %s goes at %s', (made, goes) => {
    expect(pushSendTime(new Date(made)).toISOString()).toBe(new Date(goes).toISOString());
  });
});

describe('isAllowedPushEndpoint', () => {
  it('takes the browsers\' push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMm',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(true);
  });

  it('refuses anywhere else, look-alikes included', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.pk/x',
      'https://evil.pk/https://fcm.googleapis.com/',
      'https://push.apple.com.evil.pk/x',
      'https://notify.windows.com/x',
      'https://web.push.apple.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:5432/',
      'not a url',
    ]) expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(false);
  });
});
