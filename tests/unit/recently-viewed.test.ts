import { describe, expect, it } from 'vitest';
import type { PropertyDetails } from '../../src/contract/types.ts';
import { imagesToWarm } from '../../src/offline/recently-viewed/warm-images.ts';
import {
  RECENT_LIMIT,
  addRecent,
  coverOf,
  holdsPhoneNumber,
  sanitizeRecent,
  toListingCard,
  type RecentRecord,
} from '../../src/offline/recently-viewed/recent-list.ts';

const details = (n: number, images: string[] = [`p${n}-a.jpg`, `p${n}-b.jpg`]): PropertyDetails => ({
  PropertyId: n, PropertyUrl: `house-${n}`, Title: `House ${n}`, Type: 'House', TypeId: 1, Purpose: 'For Sale',
  Location: 'DHA', City: 'Karachi', Images: images, ImageUrl: images[1] ?? '', Price: 1, PriceInWords: '1',
  Area: 5, AreaUnit: 'Marla', BedRooms: '3', BathRooms: '2', Description: '', OtherFeatures: [],
  ContactFullName: 'Ali Khan', ContactPhoneNumber: '', EmailAddress: '', PublishDate: '2026-11-01T00:00:00Z',
});
const record = (n: number, viewedAt = n): RecentRecord => ({ details: details(n), cover: coverOf(details(n)), savedAt: viewedAt, viewedAt });

describe('recently viewed list', () => {
  it('puts the latest first, once per listing, and keeps the last 30', () => {
    let list: RecentRecord[] = [];
    for (let n = 1; n <= 40; n++) list = addRecent(list, record(n));
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]?.details.PropertyUrl).toBe('house-40');
    expect(list.at(-1)?.details.PropertyUrl).toBe('house-11');
    list = addRecent(list, record(20, 100));
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]?.viewedAt).toBe(100);
    expect(list.filter((r) => r.details.PropertyUrl === 'house-20')).toHaveLength(1);
  });

  it('drops damaged storage instead of failing', () => {
    expect(sanitizeRecent(undefined)).toEqual([]);
    expect(sanitizeRecent({})).toEqual([]);
    expect(sanitizeRecent([null, { details: {} }, record(1)])).toEqual([record(1)]);
  });

  it('masks an owner\'s whole number kept by an earlier release, and says the copy must be written again', () => {
    const old = { ...record(2), details: { ...details(2), ContactPhoneNumber: '03001234567' } };
    const landline = { ...record(4), details: { ...details(4), ContactPhoneNumber: '0213456789' } };
    const masked = { ...record(5), details: { ...details(5), ContactPhoneNumber: '03••-•••••••' } };
    expect(holdsPhoneNumber([old, record(3)])).toBe(true);
    expect(holdsPhoneNumber([masked, record(3)])).toBe(false);
    const clean = sanitizeRecent([old, landline, masked, record(3)]);
    expect(clean.map((r) => r.details.ContactPhoneNumber)).toEqual(['03••-•••••••', '••••••••••', '03••-•••••••', '']);
    expect(JSON.stringify(clean)).not.toMatch(/1234567|3456789/);
  });

  it('shows the stored cover first on the card', () => {
    const card = toListingCard(record(3));
    expect(card.Images).toEqual(['p3-b.jpg', 'p3-a.jpg']);
    expect(card.UserName).toBe('Ali Khan');
  });

  it('warms the cover at card sizes and each photo at slider and thumbnail size', () => {
    const urls = imagesToWarm(details(1), 'p1-b.jpg', false).map((u) => new URL(u, 'https://x').searchParams);
    const pairs = urls.map((q) => `${q.get('upload')}@${q.get('size')}`);
    expect(pairs).toEqual([
      'p1-b.jpg@320x240', 'p1-b.jpg@480x360',
      'p1-a.jpg@1024x768', 'p1-a.jpg@160x120',
      'p1-b.jpg@1024x768', 'p1-b.jpg@160x120',
    ]);
    // One photo: the slider shows no thumbnails. Slow connection: one large photo only.
    expect(imagesToWarm(details(2, ['only.jpg']), 'only.jpg', false)).toHaveLength(3);
    const slow = imagesToWarm(details(1), 'p1-b.jpg', true).map((u) => new URL(u, 'https://x').searchParams)
      .map((q) => `${q.get('upload')}@${q.get('size')}`);
    expect(slow).toEqual(['p1-b.jpg@320x240', 'p1-a.jpg@480x360', 'p1-a.jpg@160x120', 'p1-b.jpg@160x120']);
  });
});
