// The map of Find Work and of an order's site: where its tiles come from by default and whose
// data they show (OpenStreetMap's terms ask for the attribution on every map).

/** OpenStreetMap's standard tiles; MAP_TILE_URL replaces them (server/env.ts). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** The tiles' attribution, as Leaflet's attribution control shows it (HTML). */
export const OSM_ATTRIBUTION = `&copy; <a href="${OSM_COPYRIGHT_URL}">OpenStreetMap</a> contributors`;

export const METERS_PER_MILE = 1609.344;
