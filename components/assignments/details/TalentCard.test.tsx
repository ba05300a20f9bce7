import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAssignedDetails, makeCompanyDetails } from '@/components/test/orderProgressFixture';
import { makeTalent, makeTrackRecord } from '@/components/test/workOrderDetailsFixture';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { COMPANY_ASSIGNMENT_ENDPOINTS } from '@/constants';
import type { ApplicantProfile } from '@/contracts/applicantProfile';
import type { TalentEngineer } from '@/contracts/assignment';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import TalentCard from './TalentCard';

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day, weekday) => ({
  weekday,
  day,
  is_available: weekday === 1,
  start_time: weekday === 1 ? '08:00' : null,
  end_time: weekday === 1 ? '16:30' : null,
}));

const PROFILE: ApplicantProfile = {
  engineer_id: 22,
  name: 'Frank Moreno',
  profile_picture: null,
  city_name: 'Round Rock',
  state_name: 'Texas',
  application_status: 'applied',
  application_note: null,
  email: null,
  phone: null,
  hourly_rate: 55,
  travel_distance: 80,
  distance_miles: 18.4,
  rating_average: 4.2,
  rating_count: 5,
  skills: [{ id: 5, name: 'Network cabling' }],
  job_titles: [{ id: 7, name: 'Field technician' }],
  languages: [{ language: 'Spanish', fluency_level: 'Fluent' }],
  documents: [{ document_type: 'Certificate of Insurance', file_name: 'insurance.pdf' }],
  working_hours: WEEK,
  track_record: makeTrackRecord({ engineer_id: 22, completed_orders: 40, completed_with_company: 6, rating_average: 4.2, rating_count: 5 }),
};

function answer(talent: TalentEngineer[]) {
  const profileQueries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.TALENT_ENGINEERS), () => HttpResponse.json({ message: 'OK', data: talent })),
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.APPLICANT_PROFILE), ({ request }) => {
      profileQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ message: 'OK', data: PROFILE });
    }),
  );
  return profileQueries;
}

const renderCard = (order: CompanyWorkOrderDetails) => renderWithProviders(<TalentCard order={order} />, { session: makeSession('company'), preloadedState: signedInState('company') });

describe('TalentCard', { timeout: 20_000 }, () => {
  it.each([
    [1, 'Assigned'],
    [4, 'On this order · Pending Deliverables'],
    [8, 'On this order · Paid'],
  ])('labels the assignee by where the order stands (status %i)', async (status, label) => {
    answer([makeTalent({ status: 'assigned' }), makeTalent({ application_id: 12, engineer_id: 22, name: 'Frank Moreno', status: 'declined' })]);
    renderCard(makeAssignedDetails(status));
    const erin = await screen.findByRole('listitem', { name: 'Erin Diaz' });
    expect(within(erin).getByText(label)).toBeInTheDocument();
    if (status !== 1) expect(within(erin).queryByText('Assigned')).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Frank Moreno' })).getByText('Declined')).toBeInTheDocument();
  });

  it.each([
    [['assign', 'decline', 'cancel', 'delete', 'edit'], ['Assign', 'Decline']],
    [['decline', 'cancel'], ['Decline']],
    [['cancel', 'delete', 'edit'], []],
  ] as const)('offers Assign and Decline on an open order exactly as the server lists them: %j', async (listed, expected) => {
    answer([makeTalent()]);
    renderCard(makeCompanyDetails({}, { available_actions: [...listed] }));
    const erin = await screen.findByRole('listitem', { name: 'Erin Diaz' });
    expect(['Assign', 'Decline'].filter((name) => within(erin).queryByRole('button', { name }))).toEqual(expected);
  });

  it('shows each applicant’s track record in one line, cancellations and leaves only when there are any', async () => {
    answer([makeTalent(), makeTalent({ application_id: 12, engineer_id: 22, name: 'Frank Moreno', track_record: makeTrackRecord({ engineer_id: 22, completed_orders: 0, completed_with_company: 0, check_ins: 0, on_time_check_ins: 0, on_time_rate: null, cancelled_after_assignment: 0, leaves: 2 }) })]);
    renderCard(makeCompanyDetails());
    const erin = await screen.findByRole('listitem', { name: 'Erin Diaz' });
    expect(within(erin).getByLabelText('Track record')).toHaveTextContent(/^12 completed \(3 with you\) · 90% on time \(9 of 10 check-ins\) · 1 order cancelled after assignment · Member since /);
    const frank = within(screen.getByRole('listitem', { name: 'Frank Moreno' })).getByLabelText('Track record');
    expect(frank).toHaveTextContent(/^0 completed \(0 with you\) · No check-ins yet · 2 orders left after assignment · Member since /);
  });

  it('opens an applicant’s profile from the talent list; Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    const queries = answer([makeTalent(), makeTalent({ application_id: 12, engineer_id: 22, name: 'Frank Moreno' })]);
    renderCard(makeCompanyDetails());
    const frank = await screen.findByRole('listitem', { name: 'Frank Moreno' });
    const button = within(frank).getByRole('button', { name: 'View profile of Frank Moreno' });
    button.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Frank Moreno’s profile' });
    expect(await within(dialog).findByText('Round Rock, Texas')).toBeInTheDocument();
    expect(queries[0].get('assignment_id')).toBe('7');
    expect(queries[0].get('engineer_id')).toBe('22');
    expect(within(dialog).getByText('4.2 from 5 ratings')).toBeInTheDocument();
    const record = within(dialog).getByRole('region', { name: 'Track record' });
    expect(within(record).getByText('40 completed (6 with you)')).toBeInTheDocument();
    expect(within(record).getByText('90% on time (9 of 10 check-ins)')).toBeInTheDocument();
    expect(within(dialog).getByText('$55.00/hr')).toBeInTheDocument();
    expect(within(dialog).getByText('18 mi')).toBeInTheDocument();
    expect(within(dialog).getByText('Network cabling')).toBeInTheDocument();
    expect(within(dialog).getByText('Field technician')).toBeInTheDocument();
    expect(within(dialog).getByText('Spanish — Fluent')).toBeInTheDocument();
    expect(within(dialog).getByText('Certificate of Insurance: insurance.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /download/i })).not.toBeInTheDocument();
    expect(within(dialog).getByText('8:00 AM – 4:30 PM')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Not available')).toHaveLength(6);
    expect(within(dialog).queryByText('Email')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows the note an applicant sent with their application, on their row and in their profile', async () => {
    const user = userEvent.setup();
    const note = 'I installed this model at three stores.\nI bring my own ladder.';
    answer([makeTalent(), makeTalent({ application_id: 12, engineer_id: 22, name: 'Frank Moreno', note })]);
    server.use(http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.APPLICANT_PROFILE), () => HttpResponse.json({ message: 'OK', data: { ...PROFILE, application_note: note } })));
    renderCard(makeCompanyDetails());
    const frank = await screen.findByRole('listitem', { name: 'Frank Moreno' });
    const rowNote = within(frank).getByRole('note', { name: 'Note from Frank Moreno' });
    expect(rowNote).toHaveTextContent('I installed this model at three stores.');
    expect(rowNote).toHaveTextContent('I bring my own ladder.');
    const erin = screen.getByRole('listitem', { name: 'Erin Diaz' });
    expect(within(erin).queryByRole('note', { name: /Note from/ })).not.toBeInTheDocument();

    await user.click(within(frank).getByRole('button', { name: 'View profile of Frank Moreno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frank Moreno’s profile' });
    expect(await within(dialog).findByRole('heading', { name: 'Note with the application' })).toBeInTheDocument();
    expect(within(dialog).getByText(/I bring my own ladder\./)).toBeInTheDocument();
  });

  it('says so when the profile is no longer available', async () => {
    const user = userEvent.setup();
    answer([makeTalent()]);
    server.use(http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.APPLICANT_PROFILE), () => HttpResponse.json({ message: 'This engineer has not applied for this work order.' }, { status: 404 })));
    renderCard(makeCompanyDetails());
    await user.click(await screen.findByRole('button', { name: 'View profile of Erin Diaz' }));
    expect(await screen.findByText('This engineer’s profile is no longer available for this work order.')).toBeInTheDocument();
  });
});
