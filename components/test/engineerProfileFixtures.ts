import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/components/test/mswServer';
import { LIST_ENDPOINTS } from '@/constants';
import type { EngineerProfile } from '@/contracts/engineerProfile';

/** The demo engineer's basics as /engineers/basicInfo answers them. */
export function makeProfile(overrides: Partial<EngineerProfile> = {}): EngineerProfile {
  return {
    id: 3,
    name: 'Erin Diaz',
    first_name: 'Erin',
    last_name: 'Diaz',
    email: 'engineer@demo.test',
    phone: '+1 512 555 0102',
    profile_picture: null,
    address: '600 Congress Ave',
    zip: '78701',
    country_id: 233,
    state_id: 1407,
    city_id: 111,
    country: { id: 233, name: 'United States' },
    state: { id: 1407, name: 'Texas' },
    city: { id: 111, name: 'Austin' },
    latitude: 30.2672,
    longitude: -97.7431,
    hourly_rate: 45,
    travel_distance: 50,
    completeness: { percent: 33, missing: ['Languages', 'Documents'] },
    ...overrides,
  };
}

const named = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));
const ok = (data: unknown) => HttpResponse.json({ message: 'OK', data });

/** Lists only the profile uses (languages, fluency, document types, payment methods). */
export const profileListHandlers = [
  http.get(apiUrl(LIST_ENDPOINTS.LANGUAGES), () =>
    ok([
      { id: 1, name: 'English', code: 'en' },
      { id: 2, name: 'Spanish', code: 'es' },
      { id: 3, name: 'French', code: 'fr' },
    ]),
  ),
  http.get(apiUrl(LIST_ENDPOINTS.FLUENCY_LEVELS), () => ok(named(['Basic', 'Conversational', 'Professional working', 'Fluent', 'Native or bilingual']))),
  http.get(apiUrl(LIST_ENDPOINTS.DOCUMENT_TYPES), () => ok(named(["Government-issued ID", "Driver's License", 'Certificate of Insurance']))),
  http.get(apiUrl(LIST_ENDPOINTS.PAYMENT_METHODS), () => ok(named(['Bank Transfer (ACH)', 'Wire Transfer', 'PayPal']))),
];

/** A 400 answer with field errors, as the API's error mapper writes it. */
export const fieldErrors = (errors: { path: string; message: string }[]) =>
  HttpResponse.json({ message: 'Please correct the highlighted fields.', errors }, { status: 400 });
