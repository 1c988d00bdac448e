import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/server.ts';
import { insertListing } from './support/listings.ts';
import { bearer, registeredUser } from './support/accounts.ts';
import type { AskingMedian } from '../../src/contract/asking.ts';
import { priceFarOff } from '../../src/contract/asking.ts';
import { parsePriceText } from '../../src/contract/price-text.ts';
import type { MyPropertyItem, SubmitResult } from '../../src/contract/types.ts';

/**
 * Prices typed in words reach the server by the form's own rule (src/contract/price-text.ts), and
 * the asking median the form's price check reads, for sale and for rent. PGlite, and PostgreSQL with
 * TEST_PG_URL.
 */
let server: TestServer;
let free: Array<{ id: number; name: string }> = [];
beforeAll(async () => {
  server = await startTestServer();
  free = await server.database.rows<{ id: number; name: string }>(sql`SELECT l.id, l.name FROM locations l
    WHERE NOT EXISTS (SELECT 1 FROM properties p WHERE p.location_id = l.id) AND l.city_id = 1 ORDER BY l.id`);
});
afterAll(async () => { await server?.close(); });

const place = () => {
  const next = free.shift();
  if (!next) throw new Error('no free location left');
  return next;
};

const house = {
  Title: 'Words house', Description: 'Priced the way people say it.', PurposeId: '1', TypeId: '1',
  Price: '45000000', BedRoomId: '', BathRoomId: '', Area: '10', AreaUnitId: '1', CityId: '2', LocationId: '',
  OtherFeatures: '[]', FullName: 'Imran Qureshi', EmailAddress: 'imran@example.pk', PhoneNumber: '03001234567',
};

function submit(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return server.json<SubmitResult>('/api/Property/SubmitPropertyAnonymous', { method: 'POST', body: fd });
}

const storedPrice = async (title: string) => {
  const [row] = await server.database.rows<{ price: number | string }>(sql`SELECT price FROM properties WHERE title = ${title}`);
  return row === undefined ? undefined : Number(row.price);
};

describe('a price in words', () => {
  it.each([
    ['1.5 crore', 15_000_000],
    ['85 lakh', 8_500_000],
    ['65 hazar', 65_000],
    ['2 crore 50 lakh', 25_000_000],
    ['15,00,000', 1_500_000],
    ['۸۵ لاکھ', 8_500_000],
  ])('"%s" is stored as %i, as the form would send it', async (price, amount) => {
    const title = `Words house ${price}`;
    const res = await submit({ ...house, Title: title, Price: price });
    expect(res.status).toBe(200);
    expect(await storedPrice(title)).toBe(amount);
  });

  it.each([
    ['lots of money', 'Property price must be an amount such as 8500000, "85 lakh" or "1.5 crore".'],
    ['2 crore 150 lakh', 'Property price must be an amount such as 8500000, "85 lakh" or "1.5 crore".'],
    ['1.234567 lakh', 'Property price must be whole rupees.'],
    ['100 crore', 'Property price must be less than 100 crore.'],
    ['0 lakh', 'Property price field is required'],
  ])('"%s" is a 400 naming Price and writes nothing', async (price, message) => {
    const title = `Refused words ${price}`;
    const res = await submit({ ...house, Title: title, Price: price });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ IsSuccess: false, Message: message, Data: { Field: 'Price', Message: message } });
    expect(await storedPrice(title)).toBeUndefined();
  });
});

describe('the asking median for the price check', () => {
  const median = (purposeId: number, typeId: number, locationId: number) =>
    server.json<AskingMedian | null>(`/api/property/askingmedian?PurposeId=${purposeId}&TypeId=${typeId}&LocationId=${locationId}`);
  const changed = () => server.deps.cacheBus.publish('listings');

  it('gives the group median per Marla for sale and for rent, and the typed price is far off or not', async () => {
    const loc = place();
    for (let i = 0; i < 10; i++) {
      await insertListing(server.database, { purposeId: 1, typeId: 1, area: 10, areaUnitId: 1, locationId: loc.id, price: 2 * 10_000_000 });
      await insertListing(server.database, { purposeId: 2, typeId: 1, area: 10, areaUnitId: 1, locationId: loc.id, price: 80_000 });
    }
    changed();
    const sale = await median(1, 1, loc.id);
    expect(sale.status).toBe(200);
    expect(sale.body.Data).toEqual({ Unit: 'Marla', MedianPerUnit: 2_000_000, Listings: 10, Location: loc.name });
    const rent = await median(2, 1, loc.id);
    expect(rent.body.Data).toEqual({ Unit: 'Marla', MedianPerUnit: 8_000, Listings: 10, Location: loc.name });

    // What the form works out for a 10 Marla house: "2 lakh" for "2 crore" is a hundredth of the median.
    const perMarla = (text: string) => {
      const parsed = parsePriceText(text);
      if (!parsed.ok) throw new Error(text);
      return parsed.value / 10;
    };
    expect(priceFarOff(perMarla('2 lakh'), sale.body.Data!.MedianPerUnit)).toBe('low');
    expect(priceFarOff(perMarla('2.2 crore'), sale.body.Data!.MedianPerUnit)).toBeNull();
    expect(priceFarOff(perMarla('8 lakh'), rent.body.Data!.MedianPerUnit)).toBe('high');
    expect(priceFarOff(perMarla('85 hazar'), rent.body.Data!.MedianPerUnit)).toBeNull();
  });

  it('is per square foot for a flat, and null with too few listings or an unknown place', async () => {
    const loc = place();
    for (let i = 0; i < 10; i++) {
      await insertListing(server.database, { purposeId: 1, typeId: 2, area: 1000, areaUnitId: 3, locationId: loc.id, price: 15_000_000 });
    }
    await insertListing(server.database, { purposeId: 2, typeId: 2, area: 1000, areaUnitId: 3, locationId: loc.id, price: 50_000 });
    changed();
    const flats = await median(1, 2, loc.id);
    expect(flats.body.Data).toEqual({ Unit: 'Square Feet', MedianPerUnit: 15_000, Listings: 10, Location: loc.name });
    expect((await median(2, 2, loc.id)).body.Data).toBeNull();
    expect((await median(1, 2, 99_999_999)).body.Data).toBeNull();
  });

  it.each([
    ['PurposeId=3&TypeId=1&LocationId=1', 'PurposeId'],
    ['PurposeId=1&TypeId=x&LocationId=1', 'TypeId'],
    ['PurposeId=1&TypeId=1', 'LocationId'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await server.json(`/api/Property/AskingMedian?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ IsSuccess: false, Data: { Field: field } });
  });
});

describe('a rent says so wherever it is listed', () => {
  it('My Properties carries each listing\'s purpose, so a rent reads "/month"', async () => {
    const owner = await registeredUser(server);
    const [row] = await server.database.rows<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${owner.person.UserName}`);
    const userId = Number(row!.id);
    const rent = await insertListing(server.database, { userId, purposeId: 2, price: 85_000 });
    const sale = await insertListing(server.database, { userId, purposeId: 1, price: 85 * 100_000 });
    const res = await server.json<MyPropertyItem[]>('/api/property/GetActiveProperties', bearer(owner.token));
    expect(res.status).toBe(200);
    const purpose = (id: number) => res.body.Data.find((i) => i.PropertyId === id)?.Purpose;
    expect(purpose(rent.id)).toBe('For Rent');
    expect(purpose(sale.id)).toBe('For Sale');
  });
});
