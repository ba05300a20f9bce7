import { divIcon, type DivIcon } from 'leaflet';

// Pins drawn with HTML and CSS (MapPanel styles the class names): Leaflet's default marker
// images are looked up by a path that bundlers break.

const PIN_SIZE = 28;

/** Pins nearer each other than this are shown as one (they would cover each other). */
export const PIN_SPACING = PIN_SIZE + 8;

const sitePins = new Map<number, DivIcon>();

/** A work order's site: a teardrop whose tip is on the spot, with the number of orders there when more than one. */
export function sitePin(count = 1): DivIcon {
  const known = sitePins.get(count);
  if (known) return known;
  const html = `<span class="sp-map-pin-dot" aria-hidden="true">${count > 1 ? count : ''}</span>`;
  const icon = divIcon({ className: 'sp-map-pin', html, iconSize: [PIN_SIZE, PIN_SIZE], iconAnchor: [PIN_SIZE / 2, PIN_SIZE], popupAnchor: [0, -PIN_SIZE] });
  sitePins.set(count, icon);
  return icon;
}

/** The engineer's home: a ringed dot at the centre of the travel circle. */
export const homePin = divIcon({ className: 'sp-map-home', iconSize: [18, 18], iconAnchor: [9, 9] });
