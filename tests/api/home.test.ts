import { imageSource } from '../../src/contract/api-paths.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import type { ListingCard, PopularCity, Testimonial } from '../../src/contract/types.ts';
import { NEWLY_ADDED_COUNT } from '../../src/contract/constants.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('Home/NewlyAdded', () => {
  it('answers the newest active listings as cards in an envelope', async () => {
    const { status, body } = await server.json<ListingCard[]>('/api/Home/NewlyAdded');
    expect(status).toBe(200);
    expect(body.IsSuccess).toBe(true);
    expect(body.Data).toHaveLength(NEWLY_ADDED_COUNT);
    const dates = body.Data.map((c) => Date.parse(c.PublishDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const card of body.Data) {
      expect(['For Sale', 'For Rent']).toContain(card.Purpose);
      expect(card.Price).toBeGreaterThan(0);
      expect(card.PriceInWords).toMatch(/\d/);
      expect(card.AreaUnit).toMatch(/Marla|Kanal|Square/);
      expect(card.Images.length).toBeGreaterThanOrEqual(1);
      expect(card.Images.length).toBeLessThanOrEqual(8);
      expect(card.PropertyUrl).toMatch(/^[a-z0-9-]+-\d+$/);
      expect(card.Title.length).toBeGreaterThan(5);
      expect(card.City.length).toBeGreaterThan(2);
      expect(card.UserName.length).toBeGreaterThan(2);
      expect(typeof card.BedRooms).toBe('string');
    }
  });

  it('leaves out listings that are not active or are deleted', async () => {
    const first = (await server.json<ListingCard[]>('/api/Home/NewlyAdded')).body.Data[0]!;
    await server.database.exec(`UPDATE properties SET status = 'Sold' WHERE id = ${first.PropertyId}`);
    const second = (await server.json<ListingCard[]>('/api/Home/NewlyAdded')).body.Data[1]!;
    await server.database.exec(`UPDATE properties SET deleted_at = now() WHERE id = ${second.PropertyId}`);
    const ids = (await server.json<ListingCard[]>('/api/Home/NewlyAdded')).body.Data.map((c) => c.PropertyId);
    expect(ids).not.toContain(first.PropertyId);
    expect(ids).not.toContain(second.PropertyId);
    expect(ids).toHaveLength(NEWLY_ADDED_COUNT);
  });

  it('matches its path without regard to case', async () => {
    const { status, body } = await server.json('/API/home/newlyadded');
    expect(status).toBe(200);
    expect(body.IsSuccess).toBe(true);
  });
});

describe('Home/MostPopularPlaces and Home/WhatOurClientSays', () => {
  it('answers city tiles with counts that match the active listings', async () => {
    const { body } = await server.json<PopularCity[]>('/api/Home/MostPopularPlaces');
    expect(body.IsSuccess).toBe(true);
    expect(body.Data.length).toBeGreaterThan(0);
    expect(body.Data.length).toBeLessThanOrEqual(6);
    const counts = body.Data.map((t) => t.PropertiesCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const top = body.Data[0]!;
    const [row] = await server.database.rows<{ n: number }>(
      (await import('drizzle-orm')).sql`SELECT count(*)::int AS n FROM properties
        WHERE city_id = ${top.CityId} AND status = 'Active' AND deleted_at IS NULL`);
    expect(top.PropertiesCount).toBe(row!.n);
    for (const tile of body.Data) {
      expect(tile.City.length).toBeGreaterThan(2);
      // docs/product.md, section 3: image urls that load.
      expect(tile.ImageUrl).toMatch(/^https?:\/\/[^/]+\/api\/Images\/Image\?upload=[^&]+\.(jpg|png|webp)$/);
      const url = new URL(tile.ImageUrl);
      expect((await server.fetch(url.pathname + url.search)).status).toBe(200);
      expect([1, 2]).toContain(tile.ColumnSpan);
    }
  });

  it('answers testimonials', async () => {
    const { body } = await server.json<Testimonial[]>('/api/Home/WhatOurClientSays');
    expect(body.IsSuccess).toBe(true);
    expect(body.Data.length).toBeGreaterThanOrEqual(3);
    for (const t of body.Data) {
      expect(t.Testimonial.length).toBeGreaterThan(20);
      expect(t.Author.length).toBeGreaterThan(2);
      expect(t.Experience.length).toBeGreaterThan(2);
      expect(imageSource(t.Image).upload).toMatch(/\.(jpg|png|webp)$/);
      const url = new URL(t.Image);
      expect((await server.fetch(url.pathname + url.search)).status).toBe(200);
    }
  });
});
