/**
 * The id of a profile section's heading (FormSection derives it from the title). Section
 * titles match the labels the API's completeness lists as missing, so each label links to
 * its section.
 */
export function sectionAnchor(title: string): string {
  return `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export const PROFILE_SECTIONS = {
  picture: 'Profile picture',
  contact: 'Contact details',
  rate: 'Hourly rate and travel distance',
  languages: 'Languages',
  skills: 'Skills',
  jobTitles: 'Job titles',
  documents: 'Documents',
  payment: 'Payment information',
  workingHours: 'Working hours',
} as const;
