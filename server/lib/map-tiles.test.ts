import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL } from '@/constants/map';
import { isMapTileUrl, mapTileImageSource } from './map-tiles';

describe('map tile URLs', () => {
  it('accepts http(s) templates with {z}, {x} and {y}', () => {
    expect(isMapTileUrl(DEFAULT_MAP_TILE_URL)).toBe(true);
    expect(isMapTileUrl('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBe(true);
    expect(isMapTileUrl('http://127.0.0.1:4221/{z}/{x}/{y}.png')).toBe(true);
    expect(isMapTileUrl('https://tiles.example.org/styles/{z}/{x}/{y}.png?key=abc')).toBe(true);
  });

  it('refuses other schemes, missing placeholders and odd hosts', () => {
    expect(isMapTileUrl('ftp://tile.example.org/{z}/{x}/{y}.png')).toBe(false);
    expect(isMapTileUrl('https://tile.example.org/{z}/{x}.png')).toBe(false);
    expect(isMapTileUrl('https://tile.example.org')).toBe(false);
    expect(isMapTileUrl("https://tile.example.org'; script-src *; x/{z}/{x}/{y}.png")).toBe(false);
    expect(isMapTileUrl('https://user@tile.example.org/{z}/{x}/{y}.png')).toBe(false);
  });

  it('derives the one image source the pages may load tiles from', () => {
    expect(mapTileImageSource(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(mapTileImageSource('http://localhost:4221/{z}/{x}/{y}.png')).toBe('http://localhost:4221');
    expect(mapTileImageSource('https://{s}.Tile.Example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(() => mapTileImageSource('not a url')).toThrow(/Not a map tile URL/);
  });
});
