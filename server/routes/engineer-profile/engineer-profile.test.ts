import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, type TestApp } from '../../test/helpers';
import { createEngineerTestApp, findCity } from '../../test/support/engineer-profile';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createEngineerTestApp());
});

describe('engineer profile basics', () => {
  it('starts empty: names and email only, nothing of the profile complete', async () => {
    const erin = await createTestEngineer(db, { first_name: 'Erin', last_name: 'Diaz' });
    const { status, body } = await callApi(app, 'GET', '/engineers/basicInfo', { token: erin.token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: erin.user.id,
      name: 'Erin Diaz',
      email: erin.email,
      profile_picture: null,
      city: null,
      latitude: null,
      hourly_rate: null,
      travel_distance: null,
      completeness: { percent: 0 },
    });
    expect(body.data.completeness.missing).toEqual([
      'Profile picture',
      'Contact details',
      'Hourly rate and travel distance',
      'Languages',
      'Skills',
      'Job titles',
      'Documents',
      'Payment information',
      'Working hours',
    ]);
  });

  it('saves contact info and takes the home coordinates from the city', async () => {
    const erin = await createTestEngineer(db);
    const austin = await findCity(db, 'Austin', 'Texas');
    const input = {
      first_name: 'Erin',
      last_name: 'Diaz',
      phone: '+1 512 555 0102',
      address: '100 Congress Ave',
      zip: '78701',
      country_id: austin.countryId,
      state_id: austin.stateId,
      city_id: austin.id,
      latitude: 1,
      role_id: 4,
    };
    const { status, body } = await callApi(app, 'PATCH', '/engineers/update-contact-info', { token: erin.token, body: input });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      phone: '+1 512 555 0102',
      address: '100 Congress Ave',
      zip: '78701',
      city: { id: austin.id, name: 'Austin' },
      state: { id: austin.stateId, name: 'Texas' },
      country: { id: austin.countryId, name: 'United States' },
      latitude: austin.latitude,
      longitude: austin.longitude,
    });
    expect(body.data.latitude).toBeCloseTo(30.27, 1);
    expect(body.data.completeness.missing).not.toContain('Contact details');
    const me = await callApi(app, 'GET', '/me', { token: erin.token });
    expect(me.body.data.role).toBe('field_engineer');
  });

  it('refuses a city of another state, an unknown city and missing names with field errors', async () => {
    const erin = await createTestEngineer(db);
    const austin = await findCity(db, 'Austin', 'Texas');
    const dallas = await findCity(db, 'Dallas', 'Texas');
    const base = { first_name: 'Erin', last_name: 'Diaz', country_id: austin.countryId, state_id: austin.stateId, city_id: austin.id };

    const otherState = await callApi(app, 'PATCH', '/engineers/update-contact-info', { token: erin.token, body: { ...base, state_id: dallas.stateId + 1 } });
    expect(otherState.status).toBe(400);
    expect(otherState.body.errors).toEqual([{ path: 'city_id', message: 'Choose a city of the chosen state' }]);

    const unknown = await callApi(app, 'PATCH', '/engineers/update-contact-info', { token: erin.token, body: { ...base, city_id: 99_999_999 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe('city_id');

    const blank = await callApi(app, 'PATCH', '/engineers/update-contact-info', { token: erin.token, body: { ...base, first_name: ' ', city_id: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'first_name', message: 'Enter your first name' },
        { path: 'city_id', message: 'Choose your city' },
      ]),
    );
  });

  it('saves rate and distance and refuses a negative rate', async () => {
    const erin = await createTestEngineer(db);
    const bad = await callApi(app, 'PATCH', '/engineers/update-distance-and-rate', { token: erin.token, body: { hourly_rate: -5, travel_distance: 2.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'hourly_rate', message: 'Enter an hourly rate above 0' },
      { path: 'travel_distance', message: 'Enter whole miles' },
    ]);

    const saved = await callApi(app, 'PATCH', '/engineers/update-distance-and-rate', { token: erin.token, body: { hourly_rate: 45.5, travel_distance: 50 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ hourly_rate: 45.5, travel_distance: 50 });
    const profile = await callApi(app, 'GET', '/engineers/basicInfo', { token: erin.token });
    expect(profile.body.data).toMatchObject({ hourly_rate: 45.5, travel_distance: 50 });
    expect(profile.body.data.completeness.missing).not.toContain('Hourly rate and travel distance');
  });
});

describe('who may use the engineer profile paths', () => {
  const paths: [method: string, path: string, body?: unknown][] = [
    ['GET', '/engineers/basicInfo'],
    ['PATCH', '/engineers/update-contact-info', {}],
    ['PATCH', '/engineers/update-distance-and-rate', { hourly_rate: 40, travel_distance: 10 }],
    ['PATCH', '/engineers/remove-engineer-profile-picture'],
    ['GET', '/engineers/get-user-languages'],
    ['POST', '/engineers/get-user-languages', { language_id: 1, fluency_level_id: 1 }],
    ['DELETE', '/engineers/delete-user-languages', { id: 1 }],
    ['GET', '/engineers/get-skill-and-title'],
    ['POST', '/engineers/get-skill-and-title', { skill_ids: [1] }],
    ['PATCH', '/engineers/update-job-title', { job_title_ids: [1] }],
    ['DELETE', '/engineers/delete-skill', { skill_id: 1 }],
    ['GET', '/engineers/get-user-documents'],
    ['DELETE', '/engineers/delete-document', { id: 1 }],
    ['GET', '/engineers/user-document?id=1'],
    ['GET', '/engineers/payment-info'],
    ['PUT', '/engineers/payment-info', {}],
    ['GET', '/engineers/get-user-working-hour'],
    ['GET', '/engineers/working_hours'],
    ['PUT', '/engineers/update-working-hours', {}],
  ];

  it('answers 403 to companies and customers and 401 without a token', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.companyId);
    for (const [method, path, body] of paths) {
      for (const token of [company.token, customer.token]) {
        const answer = await callApi(app, method, path, { token, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
      }
      expect((await callApi(app, method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
    }
  });

  it('leaves the public reference lists public', async () => {
    expect((await callApi(app, 'GET', '/engineers/skills')).status).toBe(200);
    expect((await callApi(app, 'GET', '/engineers/languages')).status).toBe(200);
  });
});
