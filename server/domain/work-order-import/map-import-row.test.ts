import { describe, expect, it } from 'vitest';
import { toImportReferences } from './load-import-references';
import { mapImportRow } from './map-import-row';
import { readImportCsv, type ImportRow } from './read-import-csv';

// One file row to a work-order draft, on small hand-made lists (no database).

const references = toImportReferences({
  categories: [{ id: 2, name: 'Point of Sale (POS)' }],
  skills: [
    { id: 5, name: 'POS Installation' },
    { id: 6, name: 'POS Troubleshooting' },
  ],
  jobTitles: [{ id: 7, name: 'POS Technician' }],
  documentTypes: [
    { id: 2, name: 'Photos (after work)' },
    { id: 4, name: 'Customer Sign-off' },
  ],
  paymentDays: [{ id: 3, name: '30 days', days: 30 }],
  locationTypes: [
    { id: 1, name: 'On site' },
    { id: 2, name: 'Remote' },
    { id: 3, name: 'Hybrid' },
  ],
  paymentTypes: [
    { id: 1, name: 'Hourly' },
    { id: 2, name: 'Fixed' },
    { id: 3, name: 'Blended' },
  ],
  countries: [{ id: 233, name: 'United States', iso2: 'US' }],
  states: [{ id: 1407, name: 'Texas', iso2: 'TX', countryId: 233 }],
  cities: [
    { id: 110000, name: 'Austin', stateId: 1407, latitude: 30.27, longitude: -97.74 },
    { id: 110001, name: 'Austin', stateId: 1407, latitude: 0, longitude: 0 },
  ],
});

const NOW = new Date('2026-06-01T12:00:00Z');

const row = (cells: ImportRow['cells'] = {}, number = 2): ImportRow => ({
  row: number,
  cells: {
    title: 'POS install',
    category: 'point of sale (pos)',
    description: 'Install four terminals.',
    skills: 'POS Installation; pos troubleshooting',
    job_title: 'POS Technician',
    location_type: 'On site',
    address_line1: '500 Congress Ave',
    country: 'United States',
    state: 'tx',
    city: 'AUSTIN',
    zip: '78701',
    start_date: '2026-07-01',
    start_time: '9:00',
    timezone: 'America/Chicago',
    payment_type: 'Fixed',
    fixed_amount: '$1,250.50',
    payment_terms: '30',
    deliverables: 'Photos:Photos (after work);Sign-off: Customer Sign-off :no',
    ...cells,
  },
});

describe('mapImportRow', () => {
  it('resolves names (any case), codes and the spreadsheet forms of numbers and times to the draft the form would send', () => {
    const mapped = mapImportRow(row(), references, NOW);
    expect(mapped).toEqual({
      ok: true,
      value: {
        row: 2,
        city: { id: 110000, latitude: 30.27, longitude: -97.74 },
        input: {
          basic_info: { title: 'POS install', category_id: 2, description: 'Install four terminals.', skill_ids: [5, 6], job_title_id: 7 },
          location: { location_type: 1, address_line1: '500 Congress Ave', address_line2: null, country_id: 233, state_id: 1407, city_id: 110000, zip: '78701' },
          scheduling: { schedule_type: 'exact', start_date: '2026-07-01', start_time: '09:00', end_date: null, end_time: null, timezone: 'America/Chicago' },
          pricing: { payment_type: 2, hourly_rate: null, max_hours: null, fixed_amount: 1250.5, blended_first_hours: null, blended_additional_rate: null, payment_day_id: 3 },
          deliverables: [
            { name: 'Photos', document_type_id: 2, is_required: true },
            { name: 'Sign-off', document_type_id: 4, is_required: false },
          ],
        },
      },
    });
  });

  it('reads US dates as a spreadsheet saves them and takes the defaults of empty type cells', () => {
    const mapped = mapImportRow(row({ start_date: '7/1/2026', location_type: '', payment_type: '' }), references, NOW);
    expect(mapped.ok && mapped.value.input.scheduling.start_date).toBe('2026-07-01');
    expect(mapped.ok && [mapped.value.input.location.location_type, mapped.value.input.pricing.payment_type]).toEqual([1, 2]);
  });

  it('names the column of an unknown city once, not again as a missing city', () => {
    expect(mapImportRow(row({ city: 'Atlantis' }, 7), references, NOW)).toEqual({
      ok: false,
      errors: [{ row: 7, column: 'city', path: 'rows.7.city', message: 'Unknown city "Atlantis" in tx, United States' }],
    });
  });

  it('does not ask for the state and city again when the country is unknown', () => {
    const mapped = mapImportRow(row({ country: 'Narnia' }), references, NOW);
    expect(mapped.ok ? [] : mapped.errors.map((error) => error.column)).toEqual(['country']);
  });

  it('ignores the place of a remote order', () => {
    const mapped = mapImportRow(row({ location_type: 'remote', country: 'Narnia', city: '' }), references, NOW);
    expect(mapped.ok && mapped.value).toMatchObject({ city: null, input: { location: { location_type: 2, country_id: null } } });
  });

  it("reports the form schema's errors on their columns", () => {
    const mapped = mapImportRow(row({ title: '', payment_type: 'Hourly', fixed_amount: '', hourly_rate: 'ten', schedule_type: 'window', end_date: '2026-06-30', end_time: '10:00' }), references, NOW);
    expect(mapped.ok ? [] : mapped.errors.map((error) => [error.column, error.message])).toEqual([
      ['title', 'Enter a title'],
      ['end_date', 'The end must be after the start'],
      ['hourly_rate', 'Enter the hourly rate as a number'],
      ['max_hours', 'Enter the maximum hours'],
    ]);
  });

  it('reports unknown list names and malformed deliverables on their columns', () => {
    const mapped = mapImportRow(row({ category: 'Plumbing', skills: 'Welding', payment_terms: '13 days', deliverables: 'Photos', payment_type: 'Barter' }), references, NOW);
    expect(mapped.ok ? [] : mapped.errors.map((error) => error.column).sort()).toEqual(['category', 'deliverables', 'payment_terms', 'payment_type', 'skills']);
  });

  it('refuses a start that is not in the future, as posting does', () => {
    expect(mapImportRow(row({ start_date: '2026-06-01', start_time: '06:00' }), references, NOW)).toEqual({
      ok: false,
      errors: [{ row: 2, column: 'start_date', path: 'rows.2.start_date', message: 'The start must be in the future' }],
    });
  });
});

describe('readImportCsv', () => {
  it('numbers rows as a spreadsheet does: header 1, blank lines counted, a quoted line break inside one row', () => {
    const csv = '\uFEFFTitle,Start Date\r\n"Two\nlines",2026-07-01\r\n\r\nThird,2026-07-02\r\n';
    expect(readImportCsv(csv)).toEqual({
      rows: [
        { row: 2, cells: { title: 'Two\nlines', start_date: '2026-07-01' } },
        { row: 4, cells: { title: 'Third', start_date: '2026-07-02' } },
      ],
      errors: [],
    });
  });

  it('reads a file saved with semicolons and reports unknown and repeated columns on row 1', () => {
    const { rows, errors } = readImportCsv('title;city;colour;City\nA;Austin;red;Dallas\n');
    expect(rows).toEqual([{ row: 2, cells: { title: 'A', city: 'Austin' } }]);
    expect(errors.map((error) => [error.row, error.column])).toEqual([
      [1, 'colour'],
      [1, 'city'],
    ]);
  });

  it('reports a row with more cells than the header has columns', () => {
    expect(readImportCsv('title\nA,B\n').errors).toEqual([{ row: 2, column: '', path: 'rows.2.', message: 'This row has 2 cells and the header 1 columns' }]);
  });
});
