import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/components/test/mswServer';
import { LIST_ENDPOINTS, TALENT_POOL_ENDPOINTS } from '@/constants';
import type { TalentPool } from '@/contracts/talentPools';

/** The company's talent pools: one pool with one member. */
export const TEST_TALENT_POOLS: TalentPool[] = [
  {
    id: 4,
    name: 'Austin A-team',
    member_count: 1,
    members: [{ engineer_id: 21, name: 'Mia Tester', profile_picture: null, city_name: 'Austin', state_name: 'Texas', last_order_path: null, added_at: '2030-01-01T00:00:00.000Z' }],
    created_at: '2030-01-01T00:00:00.000Z',
  },
];

const named = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

export const TEST_LISTS = {
  categories: named(['Networking', 'Point of Sale (POS)']),
  skills: named(['Network Cabling', 'POS Installation', 'Router Configuration']),
  jobTitles: named(['Field Engineer', 'Network Technician']),
  locationTypes: named(['On site', 'Remote', 'Hybrid']),
  paymentTypes: named(['Hourly', 'Fixed', 'Blended']),
  paymentDays: named(['7 days', '15 days', '30 days']),
  deliverableDocumentTypes: named(['Photos (before work)', 'Signed Work Order']),
  timezones: named(['America/Chicago', 'America/New_York', 'UTC']),
};

const place = { latitude: null, longitude: null };

/** The reference lists the work-order and profile forms load, answered from TEST_LISTS. */
export const referenceListHandlers = [
  http.get(apiUrl(LIST_ENDPOINTS.CATEGORIES), () => HttpResponse.json({ message: 'OK', data: TEST_LISTS.categories })),
  http.get(apiUrl(LIST_ENDPOINTS.SKILLS), () => HttpResponse.json({ message: 'OK', data: TEST_LISTS.skills })),
  http.get(apiUrl(LIST_ENDPOINTS.JOB_TITLES), () => HttpResponse.json({ message: 'OK', data: TEST_LISTS.jobTitles })),
  http.get(apiUrl(LIST_ENDPOINTS.LOCATION_TYPES), () => HttpResponse.json({ message: 'OK', data: TEST_LISTS.locationTypes })),
  http.get(apiUrl(LIST_ENDPOINTS.CUSTOMER_PAYMENT_TYPES), () => HttpResponse.json({ message: 'OK', data: TEST_LISTS.paymentTypes })),
  http.get(apiUrl(LIST_ENDPOINTS.PAYMENT_DAYS), () => HttpResponse.json({ message: 'OK', data: TEST_LISTS.paymentDays })),
  http.get(apiUrl(LIST_ENDPOINTS.DELIVERABLE_DOCUMENT_TYPES), () => HttpResponse.json({ message: 'OK', data: TEST_LISTS.deliverableDocumentTypes })),
  http.get(apiUrl(LIST_ENDPOINTS.TIMEZONES), () => HttpResponse.json({ message: 'OK', data: TEST_LISTS.timezones })),
  http.get(apiUrl(LIST_ENDPOINTS.COUNTRIES), () => HttpResponse.json({ message: 'OK', data: [{ id: 233, name: 'United States', iso2: 'US', phonecode: '1', ...place }] })),
  http.get(apiUrl(LIST_ENDPOINTS.STATES), () => HttpResponse.json({ message: 'OK', data: [{ id: 1407, name: 'Texas', iso2: 'TX', country_id: 233, ...place }] })),
  http.get(apiUrl(LIST_ENDPOINTS.CITIES), () => HttpResponse.json({ message: 'OK', data: [{ id: 111, name: 'Austin', state_id: 1407, country_id: 233, ...place }] })),
  // The post form's routing section lists the company's talent pools.
  http.get(apiUrl(TALENT_POOL_ENDPOINTS.POOLS), () => HttpResponse.json({ message: 'OK', data: TEST_TALENT_POOLS })),
];
