import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import type { Coordinates } from '@/lib/map/directions';
import { describePlace } from '@/lib/payText';

/** One pin of Find Work's map: the orders at one site (a city's coordinates are shared by its orders). */
export type MapSite = Coordinates & { key: string; name: string; orders: EngineerAssignmentRow[] };

/** The orders with a site, one pin per place, in the list's order; remote orders and places without coordinates have none. */
export function groupOrdersBySite(orders: EngineerAssignmentRow[]): MapSite[] {
  const sites = new Map<string, MapSite>();
  for (const order of orders) {
    if (order.latitude === null || order.longitude === null) continue;
    const key = `${order.latitude},${order.longitude}`;
    const site = sites.get(key) ?? { key, latitude: order.latitude, longitude: order.longitude, name: '', orders: [] };
    site.orders.push(order);
    sites.set(key, site);
  }
  return [...sites.values()].map((site) => ({
    ...site,
    name: site.orders.length === 1 ? site.orders[0].title : `${site.orders.length} work orders in ${describePlace(site.orders[0])}`,
  }));
}

/** A site's place on the screen at the map's zoom, in pixels. */
type Project = (site: MapSite) => { x: number; y: number };

/**
 * Pins closer than `minDistance` pixels at this zoom as one (the first site's place, all their
 * orders), so no pin covers another and each stays a target of its own size.
 */
export function mergeCloseSites(sites: MapSite[], project: Project, minDistance: number): MapSite[] {
  const pins: { site: MapSite; at: { x: number; y: number }; isMerged: boolean }[] = [];
  for (const site of sites) {
    const at = project(site);
    const near = pins.find((pin) => Math.hypot(pin.at.x - at.x, pin.at.y - at.y) < minDistance);
    if (near) Object.assign(near, { site: { ...near.site, orders: [...near.site.orders, ...site.orders] }, isMerged: true });
    else pins.push({ site, at, isMerged: false });
  }
  return pins.map(({ site, isMerged }) => (isMerged ? { ...site, name: `${site.orders.length} work orders near ${describePlace(site.orders[0])}` } : site));
}

/** What the map shows of this page of results, in words (the list has every order). */
export function describeOrdersOnMap(orders: EngineerAssignmentRow[], sites: MapSite[]): string {
  const onMap = sites.reduce((sum, site) => sum + site.orders.length, 0);
  const noun = (count: number) => (count === 1 ? 'work order' : 'work orders');
  if (orders.length === 0) return 'No work orders to show on the map.';
  if (onMap === 0) return `None of the ${orders.length} ${noun(orders.length)} in the list has a site on the map.`;
  const rest = orders.length - onMap;
  const off = rest > 0 ? ` ${rest} more (remote, or without a known place) only in the list.` : '';
  return `${onMap} ${noun(onMap)} of the list at ${sites.length} ${sites.length === 1 ? 'place' : 'places'} on the map.${off}`;
}
