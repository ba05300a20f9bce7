// Small domain lists of a field-service marketplace. No package carries these, so they are
// kept here; ids are positions and must never be reused for another meaning.

type NamedItem = { id: number; name: string };

const numbered = (names: readonly string[]): NamedItem[] => names.map((name, index) => ({ id: index + 1, name }));

export const FLUENCY_LEVELS = numbered(['Basic', 'Conversational', 'Professional working', 'Fluent', 'Native or bilingual']);

export const SKILLS = numbered([
  'Network Cabling',
  'Structured Cabling (Cat5e/Cat6)',
  'Fiber Splicing',
  'Fiber Optic Termination and Testing',
  'POS Installation',
  'POS Troubleshooting',
  'Router Configuration',
  'Switch Configuration',
  'Firewall Installation',
  'Wireless Site Survey',
  'Wi-Fi Access Point Installation',
  'VoIP Phone Installation',
  'PBX Configuration',
  'CCTV Installation',
  'Access Control Systems',
  'Alarm System Installation',
  'Audio Visual Installation',
  'Digital Signage Installation',
  'Projector and Display Mounting',
  'Desktop Support',
  'Laptop Repair',
  'Printer Repair',
  'Copier Maintenance',
  'Server Rack and Stack',
  'Data Center Migration',
  'Cable Management',
  'Low Voltage Wiring',
  'Electrical Wiring',
  'Kiosk Installation',
  'ATM Servicing',
  'Barcode Scanner Setup',
  'Windows Deployment',
  'macOS Support',
  'Linux Administration',
  'Smart Home Installation',
  'EV Charger Installation',
  'Solar Panel Installation',
  'Site Survey',
  'Equipment Decommissioning',
  'Inventory Audit',
]);

export const JOB_TITLES = numbered([
  'Field Service Technician',
  'Field Engineer',
  'Network Technician',
  'Network Engineer',
  'Cabling Technician',
  'Fiber Optic Technician',
  'POS Technician',
  'Desktop Support Technician',
  'IT Support Specialist',
  'Low Voltage Technician',
  'Security Systems Technician',
  'Audio Visual Technician',
  'Telecom Technician',
  'Wireless Engineer',
  'Systems Administrator',
  'Data Center Technician',
  'Electrician',
  'Installer',
  'Site Surveyor',
  'Project Coordinator',
]);

/** Documents an engineer keeps on their profile. */
export const DOCUMENT_TYPES = numbered([
  'Government-issued ID',
  "Driver's License",
  'Resume / CV',
  'Certificate of Insurance',
  'Background Check',
  'Drug Screening',
  'Tax Form (W-9 / W-8BEN)',
  'Professional Certification',
  'CompTIA A+ Certificate',
  'BICSI Certificate',
  'Electrical License',
  'OSHA Safety Card',
  'Other',
]);

/** How an engineer is set up to be paid. */
export const ENGINEER_PAYMENT_TYPES = numbered(['Individual', 'Sole Proprietor', 'Business (LLC / Corporation)']);

export const PAYMENT_METHODS = numbered(['Bank Transfer (ACH)', 'Wire Transfer', 'PayPal', 'Payoneer', 'Check']);

/** Work-order location types; the portal's draft defaults to 1. */
export const LOCATION_TYPES: NamedItem[] = [
  { id: 1, name: 'On site' },
  { id: 2, name: 'Remote' },
  { id: 3, name: 'Hybrid' },
];

/** Work-order pay structures; the portal's draft defaults to 2. */
export const CUSTOMER_PAYMENT_TYPES: NamedItem[] = [
  { id: 1, name: 'Hourly' },
  { id: 2, name: 'Fixed' },
  { id: 3, name: 'Blended' },
];

/** Payment terms after approval. */
export const PAYMENT_DAYS = [7, 15, 30, 45, 60, 90].map((days, index) => ({ id: index + 1, name: `${days} days`, days }));

/** What an engineer may be asked to deliver on a work order. */
export const DELIVERABLE_DOCUMENT_TYPES = numbered([
  'Photos (before work)',
  'Photos (after work)',
  'Signed Work Order',
  'Customer Sign-off',
  'Site Survey Report',
  'Test Results',
  'Network Diagram',
  'Equipment Serial Numbers',
  'Closeout Notes',
  'Other',
]);

/** Work-order categories. */
export const CATEGORIES = numbered([
  'Networking',
  'Point of Sale (POS)',
  'Structured Cabling',
  'Fiber Optics',
  'Telecom and VoIP',
  'Wireless',
  'Security and Surveillance',
  'Audio Visual',
  'Digital Signage',
  'Desktop and Laptop Support',
  'Printers and Copiers',
  'Servers and Data Center',
  'Kiosks and ATMs',
  'Electrical',
  'Smart Home',
  'Site Survey',
]);
