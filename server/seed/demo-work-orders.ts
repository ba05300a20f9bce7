// The demo company's work orders (titles are stable: end-to-end tests look them up). Days are
// counted from the day the seed runs; times are wall-clock in the order's zone.

export type DemoPlace = { city: string; stateIso2: string; address: string; zip: string };
export type DemoEngineerKey = 'erin' | 'frank';

export type DemoWorkOrder = {
  title: string;
  description: string;
  categoryId: number;
  skillIds: number[];
  jobTitleId: number;
  /** Posted by the demo customer (Cody Brooks) instead of the company. */
  byCustomer?: boolean;
  /** Null: remote work. */
  place: DemoPlace | null;
  timezone: string;
  startInDays: number;
  startTime: string;
  /** A time window ending the same day. */
  endTime?: string;
  pay: { paymentTypeId: 1 | 2 | 3; hourlyRate?: number; maxHours?: number; fixedAmount?: number; blendedFirstHours?: number; blendedAdditionalRate?: number };
  paymentDayId: number;
  status: 0 | 1 | 8 | 10;
  assignee?: DemoEngineerKey;
  /** Open applications (with a counter offer when given). */
  applicants?: { engineer: DemoEngineerKey; counter?: { hourlyRate: number; maxHours: number; reason: string } }[];
  deliverables: { name: string; documentTypeId: number; isRequired: boolean }[];
};

const CHICAGO = 'America/Chicago';

export const DEMO_WORK_ORDERS: DemoWorkOrder[] = [
  {
    title: 'POS terminal install – Austin Downtown',
    description: 'Install and test four countertop POS terminals and two receipt printers at a coffee shop. Hardware is on site; bring a label maker.',
    categoryId: 2,
    skillIds: [5, 6, 31],
    jobTitleId: 7,
    place: { city: 'Austin', stateIso2: 'TX', address: '600 Congress Ave', zip: '78701' },
    timezone: CHICAGO,
    startInDays: 5,
    startTime: '09:00',
    pay: { paymentTypeId: 2, fixedAmount: 450 },
    paymentDayId: 3,
    status: 0,
    deliverables: [
      { name: 'Photos of the installed terminals', documentTypeId: 2, isRequired: true },
      { name: 'Signed work order', documentTypeId: 3, isRequired: true },
    ],
  },
  {
    title: 'Network rack cabling – Round Rock',
    description: 'Terminate and dress 48 Cat6 drops into a new 42U rack, label both ends and certify every run.',
    categoryId: 3,
    skillIds: [1, 2, 26],
    jobTitleId: 5,
    byCustomer: true,
    place: { city: 'Round Rock', stateIso2: 'TX', address: '2100 N Mays St', zip: '78664' },
    timezone: CHICAGO,
    startInDays: 8,
    startTime: '08:00',
    endTime: '16:00',
    pay: { paymentTypeId: 1, hourlyRate: 55, maxHours: 8 },
    paymentDayId: 3,
    status: 0,
    deliverables: [{ name: 'Cable certification report', documentTypeId: 6, isRequired: true }],
  },
  {
    title: 'Fiber splice repair – Dallas',
    description: 'Locate and fusion-splice a damaged 24-strand single-mode cable between two buildings; OTDR test after the repair.',
    categoryId: 4,
    skillIds: [3, 4],
    jobTitleId: 6,
    place: { city: 'Dallas', stateIso2: 'TX', address: '1500 Marilla St', zip: '75201' },
    timezone: CHICAGO,
    startInDays: 6,
    startTime: '10:00',
    pay: { paymentTypeId: 3, fixedAmount: 300, blendedFirstHours: 3, blendedAdditionalRate: 70, maxHours: 6 },
    paymentDayId: 2,
    status: 0,
    applicants: [{ engineer: 'frank', counter: { hourlyRate: 75, maxHours: 6, reason: 'Splicing 24 strands takes a full day with testing.' } }],
    deliverables: [{ name: 'OTDR test results', documentTypeId: 6, isRequired: true }],
  },
  {
    title: 'Kiosk setup – Manhattan',
    description: 'Unbox, mount and configure two self-service check-in kiosks in a hotel lobby; connect them to the guest Wi-Fi.',
    categoryId: 13,
    skillIds: [29, 11],
    jobTitleId: 1,
    place: { city: 'Manhattan', stateIso2: 'NY', address: '350 5th Ave', zip: '10118' },
    timezone: 'America/New_York',
    startInDays: 12,
    startTime: '13:00',
    pay: { paymentTypeId: 2, fixedAmount: 380 },
    paymentDayId: 3,
    status: 0,
    deliverables: [{ name: 'Photos of the mounted kiosks', documentTypeId: 2, isRequired: true }],
  },
  {
    title: 'Remote router configuration',
    description: 'Configure VLANs, DHCP and a site-to-site VPN on a branch router over a remote session with the store manager.',
    categoryId: 1,
    skillIds: [7, 9],
    jobTitleId: 4,
    place: null,
    timezone: CHICAGO,
    startInDays: 4,
    startTime: '15:00',
    endTime: '18:00',
    pay: { paymentTypeId: 1, hourlyRate: 60, maxHours: 3 },
    paymentDayId: 1,
    status: 0,
    deliverables: [{ name: 'Exported router configuration', documentTypeId: 10, isRequired: true }],
  },
  {
    title: 'Wi-Fi access point survey – Plano',
    description: 'Walk a two-floor office with a survey tool and propose access point placement for full 5 GHz coverage.',
    categoryId: 6,
    skillIds: [10, 11],
    jobTitleId: 14,
    place: { city: 'Plano', stateIso2: 'TX', address: '5800 Tennyson Pkwy', zip: '75024' },
    timezone: CHICAGO,
    startInDays: 3,
    startTime: '09:30',
    pay: { paymentTypeId: 2, fixedAmount: 520 },
    paymentDayId: 3,
    status: 1,
    assignee: 'frank',
    deliverables: [{ name: 'Site survey report', documentTypeId: 5, isRequired: true }],
  },
  {
    title: 'Digital signage install – Austin Airport',
    description: 'Mount three 55-inch displays at a gate and connect their media players.',
    categoryId: 9,
    skillIds: [18, 19],
    jobTitleId: 12,
    place: { city: 'Austin', stateIso2: 'TX', address: '3600 Presidential Blvd', zip: '78719' },
    timezone: CHICAGO,
    startInDays: -14,
    startTime: '07:00',
    pay: { paymentTypeId: 2, fixedAmount: 600 },
    paymentDayId: 1,
    status: 8,
    assignee: 'erin',
    deliverables: [],
  },
  {
    title: 'Printer fleet maintenance – San Antonio',
    description: 'Clean and service twelve office laser printers; replace fusers where worn.',
    categoryId: 11,
    skillIds: [22, 23],
    jobTitleId: 8,
    place: { city: 'San Antonio', stateIso2: 'TX', address: '100 W Houston St', zip: '78205' },
    timezone: CHICAGO,
    startInDays: 9,
    startTime: '09:00',
    pay: { paymentTypeId: 1, hourlyRate: 45, maxHours: 6 },
    paymentDayId: 3,
    status: 10,
    deliverables: [],
  },
];

/** Where the demo engineers live and work (the demo account seed puts both in Austin). */
export const DEMO_ENGINEER_PROFILES: Record<DemoEngineerKey, { city: string; stateIso2: string; latitude: number; longitude: number; hourlyRate: number; travelDistance: number; skillIds: number[] }> = {
  erin: { city: 'Austin', stateIso2: 'TX', latitude: 30.2672, longitude: -97.7431, hourlyRate: 45, travelDistance: 50, skillIds: [1, 2, 5, 6, 7, 11] },
  frank: { city: 'Dallas', stateIso2: 'TX', latitude: 32.7767, longitude: -96.797, hourlyRate: 48, travelDistance: 30, skillIds: [1, 3, 4, 10] },
};
