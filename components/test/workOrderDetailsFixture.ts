import type { AssignmentDetails, AssignmentSummary, TalentEngineer } from '@/contracts/assignment';
import type { TrackRecord } from '@/contracts/trackRecord';

/** A company-side work order as get-assignment-details answers it. */
export function makeDetails(overrides: Partial<AssignmentDetails> = {}): AssignmentDetails {
  return {
    id: 7,
    status: 0,
    company_id: 1,
    customer_id: null,
    customer_name: null,
    basic_info: {
      title: 'POS terminal install – Austin Downtown',
      category_id: 2,
      category_name: 'Point of Sale (POS)',
      description: 'Install and test two terminals.',
      skill_ids: [2],
      skills: [{ id: 2, name: 'POS Installation' }],
      job_title_id: null,
      job_title_name: null,
    },
    location: {
      location_type: 1,
      location_type_name: 'On site',
      address_line1: '500 Congress Ave',
      address_line2: null,
      country_id: 233,
      country_name: 'United States',
      state_id: 1407,
      state_name: 'Texas',
      city_id: 111,
      city_name: 'Austin',
      zip: '78701',
      latitude: 30.27,
      longitude: -97.74,
    },
    scheduling: {
      schedule_type: 'exact',
      start_date: '2030-05-04',
      start_time: '14:30',
      end_date: null,
      end_time: null,
      timezone: 'America/Chicago',
      start_at: '2030-05-04T19:30:00.000Z',
      end_at: null,
    },
    pricing: {
      payment_type: 2,
      payment_type_name: 'Fixed',
      hourly_rate: null,
      max_hours: null,
      fixed_amount: 300,
      blended_first_hours: null,
      blended_additional_rate: null,
      payment_day_id: 3,
      payment_day_name: '30 days',
      agreed_amount: null,
    },
    deliverables: [{ id: 1, name: 'Photos of the install', document_type_id: 1, document_type_name: 'Photos (after work)', is_required: true, file: null, delivered_at: null, sign_off: null }],
    documents: [{ id: 3, name: 'site-plan.pdf', mime_type: 'application/pdf', size_bytes: 2048, file_id: 30 }],
    company: { id: 1, name: 'Acme Field Services', logo: null, rating_average: null, rating_count: 0 },
    assigned_engineer: null,
    applicant_count: 2,
    created_at: '2030-04-01T10:00:00.000Z',
    updated_at: '2030-04-01T10:00:00.000Z',
    cancelled_at: null,
    routing: null,
    counter_offer: null,
    ...overrides,
  };
}

/** An engineer's track record, as the talent list, the applicant profile and the dashboard show it. */
export function makeTrackRecord(overrides: Partial<TrackRecord> = {}): TrackRecord {
  return {
    engineer_id: 21,
    completed_orders: 12,
    completed_with_company: 3,
    check_ins: 10,
    on_time_check_ins: 9,
    on_time_rate: 0.9,
    cancelled_after_assignment: 1,
    leaves: 0,
    rating_average: 4.5,
    rating_count: 2,
    member_since: '2029-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTalent(overrides: Partial<TalentEngineer> = {}): TalentEngineer {
  return {
    application_id: 11,
    engineer_id: 21,
    name: 'Erin Diaz',
    profile_picture: null,
    city_name: 'Austin',
    state_name: 'Texas',
    hourly_rate: 45,
    applied_at: '2030-04-02T10:00:00.000Z',
    status: 'applied',
    counter_offer: null,
    note: null,
    rating_average: 4.5,
    rating_count: 2,
    distance_miles: 3.2,
    track_record: makeTrackRecord(),
    ...overrides,
  };
}

/** A row of the company-side work-order list. */
export function makeSummary(id: number, overrides: Partial<AssignmentSummary> = {}): AssignmentSummary {
  return {
    id,
    title: `Order ${id}`,
    status: 0,
    category_id: 1,
    category_name: 'Networking',
    city_name: 'Austin',
    state_name: 'Texas',
    location_type: 1,
    schedule_type: 'exact',
    start_at: '2030-05-04T14:00:00.000Z',
    end_at: null,
    timezone: 'America/Chicago',
    payment_type: 2,
    hourly_rate: null,
    max_hours: null,
    fixed_amount: 300,
    blended_first_hours: null,
    blended_additional_rate: null,
    agreed_amount: null,
    applicant_count: 2,
    customer_id: null,
    customer_name: null,
    assigned_engineer_name: null,
    created_at: '2030-04-01T10:00:00.000Z',
    ...overrides,
  };
}
