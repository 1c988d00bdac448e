import { describe, expect, it } from 'vitest';
import { median, responseFigure, type ReceivedEnquiry } from '../../server/services/response-figure.ts';
import { FIGURE_MIN_ENQUIRIES } from '../../src/contract/enquiries.ts';
import { replyWithin } from '../../src/lib/reply-time.ts';
import { spamReason } from '../../server/services/enquiry-spam.ts';

const now = new Date('2026-11-27T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const daysAgo = (d: number) => minutesAgo(d * 24 * 60);
/** An enquiry received `days` ago and answered `after` minutes later (null: never). */
const received = (days: number, after: number | null): ReceivedEnquiry => {
  const at = daysAgo(days);
  return { receivedAt: at, firstReplyAt: after === null ? null : new Date(at.getTime() + after * 60_000) };
};

describe('responseFigure', () => {
  it('says nothing below five enquiries in the window', () => {
    expect(FIGURE_MIN_ENQUIRIES).toBe(5);
    expect(responseFigure([received(1, 10), received(2, 10), received(3, 10), received(4, 10)], now)).toBeNull();
    // Old ones do not make up the number.
    expect(responseFigure([received(1, 10), received(2, 10), received(3, 10), received(4, 10), received(91, 10)], now)).toBeNull();
  });

  it('counts replies of the last 90 days and takes the median first-reply time', () => {
    const list = [received(1, 30), received(2, 90), received(3, 150), received(4, null), received(5, null), received(100, 5)];
    expect(responseFigure(list, now)).toEqual({ Received: 5, Replied: 3, MedianReplyMinutes: 90 });
  });

  it('18 of 20 replied, most within two hours, one a week late: "within 2 hours"', () => {
    const list = [
      ...Array.from({ length: 17 }, (_, i) => received(i + 1, 45 + i * 5)),
      received(30, 7 * 24 * 60),
      received(40, null), received(50, null),
    ];
    const figure = responseFigure(list, now)!;
    expect(figure).toMatchObject({ Received: 20, Replied: 18 });
    expect(figure.MedianReplyMinutes).toBe(90);
    expect(replyWithin(figure.MedianReplyMinutes!)).toEqual({ unit: 'hours', count: 2 });
  });

  it('rounds part minutes up and never goes negative; the even median is the upper middle', () => {
    const at = daysAgo(1);
    const list = [0, 1, 2, 3, 4].map(() => ({ receivedAt: at, firstReplyAt: new Date(at.getTime() + 61_000) }));
    expect(responseFigure(list, now)!.MedianReplyMinutes).toBe(2);
    const early = [0, 1, 2, 3, 4].map(() => ({ receivedAt: at, firstReplyAt: new Date(at.getTime() - 5_000) }));
    expect(responseFigure(early, now)!.MedianReplyMinutes).toBe(0);
    expect(median([10, 20, 30, 40])).toBe(30);
    expect(median([])).toBeNull();
  });

  it('counts an enquiry received exactly 90 days ago out, and one a minute later in', () => {
    const edge = { receivedAt: daysAgo(90), firstReplyAt: null };
    const inside = { receivedAt: new Date(daysAgo(90).getTime() + 60_000), firstReplyAt: null };
    const four = [received(1, null), received(2, null), received(3, null), received(4, null)];
    expect(responseFigure([...four, edge], now)).toBeNull();
    expect(responseFigure([...four, inside], now)!.Received).toBe(5);
  });
});

describe('replyWithin', () => {
  it.each([
    [0, { unit: 'hour', count: 1 }],
    [60, { unit: 'hour', count: 1 }],
    [61, { unit: 'hours', count: 2 }],
    [23 * 60, { unit: 'hours', count: 23 }],
    [23 * 60 + 1, { unit: 'day', count: 1 }],
    [24 * 60 + 1, { unit: 'days', count: 2 }],
  ])('%i minutes is %j', (minutes, expected) => {
    expect(replyWithin(minutes)).toEqual(expected);
  });
});

describe('spamReason', () => {
  it.each([
    ['Is the price negotiable? Can I visit on Sunday?', null],
    ['کیا قیمت میں گنجائش ہے؟ اتوار کو دیکھ سکتا ہوں؟', null],
    ['Kya yeh 10 marla ghar abhi available hai?', null],
    ['See https://example.com/offer', 'link'],
    ['visit www.cheap-seo.net', 'link'],
    ['best rates at fastloans.xyz now', 'link'],
    ['Buy BITCOIN today', 'words'],
    ['گھر بیٹھے کمائیں روزانہ', 'words'],
  ])('%j is %j', (text, reason) => {
    expect(spamReason(text)).toBe(reason);
  });
});
