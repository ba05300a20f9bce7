import { JSONParser } from '@streamparser/json';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// The country-state-city package's data files, read directly: importing the package parses its
// 8 MB city list into ~150k objects that then stay in the module cache of the server process.
// Cities are streamed instead, a batch at a time.

export type SourceCountry = { name: string; isoCode: string; phonecode?: string; currency?: string; flag?: string; latitude?: string; longitude?: string };
export type SourceState = { name: string; isoCode: string; countryCode: string; latitude?: string | null; longitude?: string | null };
/** One city as the package stores it: [name, countryCode, stateCode, latitude, longitude]. */
export type SourceCity = [name: string, countryCode: string, stateCode: string, latitude?: string, longitude?: string];

/** Resolved from the project root, as Node would resolve the package (the server code is bundled). */
function assetPath(file: 'country.json' | 'state.json' | 'city.json'): string {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  return path.join(path.dirname(require.resolve('country-state-city/package.json')), 'lib', 'assets', file);
}

export async function readCountries(): Promise<SourceCountry[]> {
  return JSON.parse(await readFile(assetPath('country.json'), 'utf8')) as SourceCountry[];
}

export async function readStates(): Promise<SourceState[]> {
  return JSON.parse(await readFile(assetPath('state.json'), 'utf8')) as SourceState[];
}

/** The cities in the package's order, `size` at a time; only one batch is held in memory. */
export async function* readCityBatches(size: number): AsyncGenerator<SourceCity[]> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let batch: SourceCity[] = [];
  const ready: SourceCity[][] = [];
  parser.onValue = ({ value }) => {
    batch.push(value as unknown as SourceCity);
    if (batch.length === size) {
      ready.push(batch);
      batch = [];
    }
  };
  for await (const chunk of createReadStream(assetPath('city.json'))) {
    parser.write(chunk as Buffer);
    yield* ready.splice(0);
  }
  if (!parser.isEnded) parser.end();
  if (batch.length > 0) yield batch;
}
