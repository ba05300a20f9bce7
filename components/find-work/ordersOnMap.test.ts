import { describe, expect, it } from 'vitest';
import { makeRow } from '@/components/test/engineerOrderFixtures';
import { describeOrdersOnMap, groupOrdersBySite, mergeCloseSites } from './ordersOnMap';

describe('Find Work orders on the map', () => {
  const austin = { city_name: 'Austin', state_name: 'Texas', latitude: 30.27, longitude: -97.74 };
  const orders = [
    makeRow({ id: 1, title: 'POS install', ...austin }),
    makeRow({ id: 2, title: 'Rack cabling', city_name: 'Round Rock', latitude: 30.51, longitude: -97.68 }),
    makeRow({ id: 3, title: 'Kiosk setup', ...austin }),
    makeRow({ id: 4, title: 'Router config', location_type: 2, latitude: null, longitude: null }),
  ];

  it('puts the orders of one place on one pin, in the list’s order, and leaves remote ones off', () => {
    const sites = groupOrdersBySite(orders);
    expect(sites.map((site) => [site.name, site.orders.map((order) => order.id)])).toEqual([
      ['2 work orders in Austin, Texas', [1, 3]],
      ['Rack cabling', [2]],
    ]);
    expect(sites[0]).toMatchObject({ latitude: 30.27, longitude: -97.74 });
  });

  it('says what the map shows', () => {
    expect(describeOrdersOnMap(orders, groupOrdersBySite(orders))).toBe('3 work orders of the list at 2 places on the map. 1 more (remote, or without a known place) only in the list.');
    expect(describeOrdersOnMap([orders[3]], [])).toBe('None of the 1 work order in the list has a site on the map.');
    expect(describeOrdersOnMap([], [])).toBe('No work orders to show on the map.');
  });

  it('merges pins too close to tell apart at this zoom into one', () => {
    const sites = groupOrdersBySite(orders);
    // 1 px a degree: Austin and Round Rock fall together, unless 0.1 px is enough apart.
    const project = (site: { latitude: number; longitude: number }) => ({ x: site.longitude, y: site.latitude });
    const [pin] = mergeCloseSites(sites, project, 36);
    expect(pin.orders.map((order) => order.id)).toEqual([1, 3, 2]);
    expect(pin.name).toBe('3 work orders near Austin, Texas');
    expect(mergeCloseSites(sites, project, 0.1).map((site) => site.name)).toEqual(['2 work orders in Austin, Texas', 'Rack cabling']);
  });
});
