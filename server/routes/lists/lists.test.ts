import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_ENDPOINTS } from '@/constants';
import { REFERENCE_CACHE_CONTROL } from '../../middleware/reference-cache';
import { callApi, createTestApp, type TestApp } from '../../test/helpers';

let app: TestApp;

beforeAll(async () => {
  ({ app } = await createTestApp());
});

const get = async (path: string) => {
  const { status, body } = await callApi(app, 'GET', path);
  expect(status).toBe(200);
  expect(body.message).toEqual(expect.any(String));
  return body.data;
};

describe('reference lists', () => {
  it('answers every plain list as { id, name } items without a session', async () => {
    const plain = [
      LIST_ENDPOINTS.DOCUMENT_TYPES,
      LIST_ENDPOINTS.ENGINEER_PAYMENT_TYPES,
      LIST_ENDPOINTS.CATEGORIES,
      LIST_ENDPOINTS.FLUENCY_LEVELS,
      LIST_ENDPOINTS.SKILLS,
      LIST_ENDPOINTS.JOB_TITLES,
      LIST_ENDPOINTS.TIMEZONES,
      LIST_ENDPOINTS.PAYMENT_METHODS,
      LIST_ENDPOINTS.LOCATION_TYPES,
      LIST_ENDPOINTS.CUSTOMER_PAYMENT_TYPES,
      LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES,
    ];
    for (const path of plain) {
      const items = await get(path);
      expect(items.length, path).toBeGreaterThan(1);
      for (const item of items) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    }
  });

  it('has the fixed codes the work-order form relies on', async () => {
    expect(await get(LIST_ENDPOINTS.LOCATION_TYPES)).toEqual([
      { id: 1, name: 'On site' },
      { id: 2, name: 'Remote' },
      { id: 3, name: 'Hybrid' },
    ]);
    expect(await get(LIST_ENDPOINTS.CUSTOMER_PAYMENT_TYPES)).toEqual([
      { id: 1, name: 'Hourly' },
      { id: 2, name: 'Fixed' },
      { id: 3, name: 'Blended' },
    ]);
    expect((await get(LIST_ENDPOINTS.SKILLS)).map((skill: { name: string }) => skill.name)).toEqual(
      expect.arrayContaining(['Network Cabling', 'POS Installation', 'Fiber Splicing']),
    );
    expect((await get(LIST_ENDPOINTS.PAYMENT_DAYS)).map((term: { days: number }) => term.days)).toEqual([7, 15, 30, 45, 60, 90]);
  });

  it('lists IANA time zones and ISO 639-1 languages', async () => {
    expect((await get(LIST_ENDPOINTS.TIMEZONES)).map((zone: { name: string }) => zone.name)).toEqual(
      expect.arrayContaining(['America/Chicago', 'Europe/Berlin', 'Asia/Tokyo']),
    );
    expect(await get(LIST_ENDPOINTS.LANGUAGES)).toContainEqual({ id: expect.any(Number), name: 'German', code: 'de', native_name: 'Deutsch' });
  });

  it('walks from a country to its states and cities, with coordinates', async () => {
    const countries = await get(LIST_ENDPOINTS.COUNTRIES);
    expect(countries.length).toBeGreaterThan(200);
    const us = countries.find((country: { iso2: string }) => country.iso2 === 'US');
    expect(us).toEqual({ id: expect.any(Number), name: 'United States', iso2: 'US', phonecode: '1', latitude: 38, longitude: -97 });

    const states = await get(`${LIST_ENDPOINTS.STATES}?country_id=${us.id}`);
    const texas = states.find((state: { iso2: string }) => state.iso2 === 'TX');
    expect(texas).toMatchObject({ name: 'Texas', country_id: us.id, latitude: expect.any(Number), longitude: expect.any(Number) });

    const cities = await get(`${LIST_ENDPOINTS.CITIES}?state_id=${texas.id}`);
    expect(cities.length).toBeGreaterThan(100);
    const austin = cities.find((city: { name: string }) => city.name === 'Austin');
    expect(austin).toEqual({ id: expect.any(Number), name: 'Austin', state_id: texas.id, country_id: us.id, latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(austin.latitude).toBeCloseTo(30.27, 1);
  });

  it('needs a numeric country_id or state_id, and answers an empty list for an unknown one', async () => {
    for (const path of [LIST_ENDPOINTS.STATES, `${LIST_ENDPOINTS.STATES}?country_id=abc`, `${LIST_ENDPOINTS.CITIES}?state_id=0`]) {
      const { status, body } = await callApi(app, 'GET', path);
      expect(status, path).toBe(400);
      expect(body.errors).toHaveLength(1);
    }
    expect(await get(`${LIST_ENDPOINTS.CITIES}?state_id=999999`)).toEqual([]);
  });
});

describe('reference lists in caches', () => {
  const request = (path: string, headers: Record<string, string> = {}) => app.request(`/api/v1${path}`, { headers });

  it('may be kept by browsers and shared caches, with an ETag to revalidate', async () => {
    const withQuery: Record<string, string> = { [LIST_ENDPOINTS.STATES]: '?country_id=1', [LIST_ENDPOINTS.CITIES]: '?state_id=1' };
    for (const path of Object.values(LIST_ENDPOINTS).map((path) => `${path}${withQuery[path] ?? ''}`)) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe(REFERENCE_CACHE_CONTROL);
      expect(response.headers.get('ETag'), path).toMatch(/^W\/".+"$/);
    }
  });

  it('answers 304 with no body while the country list is unchanged, and the same ETag every time', async () => {
    const first = await request(LIST_ENDPOINTS.COUNTRIES);
    const tag = first.headers.get('ETag') ?? '';
    expect((await request(LIST_ENDPOINTS.COUNTRIES)).headers.get('ETag')).toBe(tag);

    const revalidated = await request(LIST_ENDPOINTS.COUNTRIES, { 'If-None-Match': tag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('Cache-Control')).toBe(REFERENCE_CACHE_CONTROL);
    // Another list's tag does not match.
    const states = await request(`${LIST_ENDPOINTS.STATES}?country_id=1`, { 'If-None-Match': tag });
    expect(states.status).toBe(200);
  });

  it('leaves refused input uncached', async () => {
    const response = await request(`${LIST_ENDPOINTS.STATES}?country_id=abc`);
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBeNull();
    expect(response.headers.get('ETag')).toBeNull();
  });
});
