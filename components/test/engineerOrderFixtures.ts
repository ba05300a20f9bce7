import { makeDetails } from './workOrderDetailsFixture';
import type { EngineerAssignmentDetails, EngineerAssignmentRow } from '@/contracts/engineerAssignments';

/** One row of find work / my work as the API answers it. */
export function makeRow(overrides: Partial<EngineerAssignmentRow> = {}): EngineerAssignmentRow {
  return {
    id: 2,
    title: 'Network rack cabling – Round Rock',
    status: 0,
    category_id: 1,
    category_name: 'Structured Cabling',
    city_name: 'Round Rock',
    state_name: 'Texas',
    location_type: 1,
    schedule_type: 'window',
    start_at: '2030-12-01T14:00:00.000Z',
    end_at: '2030-12-01T22:00:00.000Z',
    timezone: 'America/Chicago',
    payment_type: 1,
    hourly_rate: 55,
    max_hours: 8,
    fixed_amount: null,
    blended_first_hours: null,
    blended_additional_rate: null,
    agreed_amount: null,
    created_at: '2030-11-01T10:00:00.000Z',
    company_name: 'Acme Field Services',
    company_rating_average: null,
    company_rating_count: 0,
    skills: [{ id: 1, name: 'Network Cabling' }],
    distance_miles: 17.1,
    latitude: 30.5083,
    longitude: -97.6789,
    engineer_status: null,
    my_application: null,
    offered_to_me: false,
    routed_until: null,
    ...overrides,
  };
}

/** One order in full as an engineer sees it (the company-side fixture without its company-only fields). */
export function makeEngineerDetails(overrides: Partial<EngineerAssignmentDetails> = {}): EngineerAssignmentDetails {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { customer_id, customer_name, assigned_engineer, applicant_count, counter_offer, ...visible } = makeDetails();
  return {
    ...visible,
    distance_miles: 0.4,
    engineer_status: null,
    my_application: null,
    is_assigned_to_me: false,
    can_download_documents: false,
    offered_to_me: false,
    routed_until: null,
    ...overrides,
  };
}
