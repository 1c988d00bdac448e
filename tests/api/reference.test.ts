import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from './support/server.ts';
import type { DropDownData, LocationOption, SubmitFormOptions } from '../../src/contract/types.ts';
import { TYPE_IDS_WITHOUT_ROOMS, HOMES_SUBTYPE } from '../../src/contract/constants.ts';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('Property/GetDropDownData', () => {
  it('answers every option list with Id and Text', async () => {
    const { status, body } = await server.json<DropDownData>('/api/Property/GetDropDownData');
    expect(status).toBe(200);
    const d = body.Data;
    expect(d.Cities.length).toBeGreaterThanOrEqual(12);
    expect(d.Cities.map((c) => c.Text)).toEqual(expect.arrayContaining(['Karachi', 'Lahore', 'Islamabad']));
    expect(d.AreaUnits.map((u) => u.Text)).toEqual(['Marla', 'Kanal', 'Square Feet', 'Square Yards', 'Square Meters']);
    expect(d.AreaUnits.find((u) => u.Text === 'Kanal')?.SquareFeet).toBe(4500);
    expect(d.Purposes).toEqual([{ Id: 1, Text: 'For Sale' }, { Id: 2, Text: 'For Rent' }]);
    expect(d.BedRooms.length).toBeGreaterThan(5);
    expect(d.BathRooms.length).toBeGreaterThan(4);
    for (const t of d.Types) {
      if (TYPE_IDS_WITHOUT_ROOMS.includes(t.Id)) expect(t.SubType).toBe('');
    }
    expect(d.Types.find((t) => t.Id === 1)?.SubType).toBe(HOMES_SUBTYPE);
  });

  it('POST with a city adds that city\'s locations', async () => {
    const { body } = await server.json<DropDownData & { Locations: LocationOption[] }>(
      '/api/property/getdropdowndata', jsonPost({ city: 2 }));
    expect(body.IsSuccess).toBe(true);
    expect(body.Data.Locations.length).toBeGreaterThan(0);
    expect(body.Data.Locations.every((l) => l.CityId === 2)).toBe(true);
  });

  it('POST with malformed JSON is a 400 envelope', async () => {
    const { status, body } = await server.json('/api/Property/GetDropDownData', jsonPost('{"City": '));
    expect(status).toBe(400);
    expect(body.IsSuccess).toBe(false);
    expect(body.Message).toMatch(/JSON/);
  });
});

describe('Property/GetLocations and Property/Locations', () => {
  it('answers a city\'s locations under both paths and any key case', async () => {
    const a = await server.json<LocationOption[]>('/api/Property/GetLocations?cityId=1');
    const b = await server.json<LocationOption[]>('/api/property/locations?CITYID=1');
    expect(a.status).toBe(200);
    expect(a.body.Data.length).toBeGreaterThan(3);
    expect(a.body.Data.every((l) => l.CityId === 1 && l.Text.length > 0)).toBe(true);
    expect(b.body.Data).toEqual(a.body.Data);
  });

  it('answers every location for city 0 or no city', async () => {
    const all = await server.json<LocationOption[]>('/api/Property/GetLocations?cityId=0');
    const none = await server.json<LocationOption[]>('/api/Property/GetLocations');
    expect(all.body.Data.length).toBeGreaterThanOrEqual(150);
    expect(none.body.Data).toEqual(all.body.Data);
  });

  it.each([
    ['abc', /whole number/],
    ['-3', /at least 0/],
    ['1.5', /whole number/],
    ['99999', /City not found/],
  ])('cityId=%s is a 400 naming the field', async (value, message) => {
    const { status, body } = await server.json(`/api/Property/GetLocations?cityId=${value}`);
    expect(status).toBe(400);
    expect(body.IsSuccess).toBe(false);
    expect(body.Message).toMatch(message);
    expect(body.Data).toEqual({ Field: 'cityId', Message: body.Message });
  });
});

describe('Property/SubmitPropertyDetails (GET)', () => {
  it('answers the submit form option lists with unchecked features', async () => {
    const { body } = await server.json<SubmitFormOptions>('/api/Property/SubmitPropertyDetails');
    expect(body.IsSuccess).toBe(true);
    const d = body.Data;
    for (const key of ['Purposes', 'Types', 'BedRooms', 'BathRooms', 'AreaUnits', 'Cities', 'OtherFeatures'] as const) {
      expect(d[key].length, key).toBeGreaterThan(1);
    }
    expect(d.OtherFeatures.every((f) => f.IsChecked === false && f.Text.length > 0)).toBe(true);
  });
});
