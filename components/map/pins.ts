import { divIcon } from 'leaflet';

// Pins drawn with HTML and CSS (MapPanel styles the class names): Leaflet's default marker
// images are looked up by a path that bundlers break.

const PIN_SIZE = 28;

/** A work order's site: a teardrop whose tip is on the spot. */
export const sitePin = divIcon({ className: 'sp-map-pin', iconSize: [PIN_SIZE, PIN_SIZE], iconAnchor: [PIN_SIZE / 2, PIN_SIZE], popupAnchor: [0, -PIN_SIZE] });

/** The engineer's home: a ringed dot at the centre of the travel circle. */
export const homePin = divIcon({ className: 'sp-map-home', iconSize: [18, 18], iconAnchor: [9, 9] });
