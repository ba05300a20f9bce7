import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { ENGINEER_PROFILE_ENDPOINTS } from '@/constants';
import ContactDetailsSection from './ContactDetailsSection';
import RateAndDistanceSection from './RateAndDistanceSection';
import { fieldErrors, makeProfile } from '@/components/test/engineerProfileFixtures';

listenWithMsw();
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => server.use(...referenceListHandlers));

const providers = { session: makeSession('field_engineer'), preloadedState: signedInState('field_engineer') };

describe('RateAndDistanceSection', { timeout: 20_000 }, () => {
  it('saves the rate and distance as numbers and says so', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_DISTANCE_AND_RATE), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Saved', data: { hourly_rate: 60.5, travel_distance: 75 } });
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RateAndDistanceSection profile={makeProfile()} onSaved={onSaved} />, providers);
    await user.clear(await screen.findByRole('spinbutton', { name: /^Hourly rate/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Hourly rate/ }), '60.5');
    await user.clear(screen.getByRole('spinbutton', { name: /^Travel distance/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Travel distance/ }), '75{Enter}');
    expect(bodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save rate and distance' }));
    expect(await screen.findByText('Your hourly rate and travel distance have been saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ hourly_rate: 60.5, travel_distance: 75 }]);
    expect(onSaved).toHaveBeenCalledWith({ hourly_rate: 60.5, travel_distance: 75 });
  });

  it('checks the values before sending and shows the API field errors, keeping the input', async () => {
    let calls = 0;
    server.use(
      http.patch(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_DISTANCE_AND_RATE), () => {
        calls += 1;
        return fieldErrors([{ path: 'hourly_rate', message: 'That rate is not allowed' }]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RateAndDistanceSection profile={makeProfile()} onSaved={vi.fn()} />, providers);
    await user.clear(await screen.findByRole('spinbutton', { name: /^Travel distance/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Travel distance/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Save rate and distance' }));
    expect(await screen.findByText('Enter at least 1 mile')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(screen.getByRole('spinbutton', { name: /^Travel distance/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Travel distance/ }), '40');
    await user.click(screen.getByRole('button', { name: 'Save rate and distance' }));
    expect(await screen.findByText('That rate is not allowed')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByRole('spinbutton', { name: /^Travel distance/ })).toHaveValue(40);
  });
});

describe('ContactDetailsSection', { timeout: 20_000 }, () => {
  it('saves names, phone and address with the chosen city, and shows the home location', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.patch(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_CONTACT_INFO), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ message: 'Saved', data: makeProfile({ phone: String(body.phone) }) });
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ContactDetailsSection profile={makeProfile()} onSaved={onSaved} />, providers);
    expect(await screen.findByText(/Home location: Austin, Texas, United States \(30\.2672, -97\.7431\)/)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Austin')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+1 512 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Your contact details have been saved.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ first_name: 'Erin', last_name: 'Diaz', phone: '+1 512 555 0199', country_id: 233, state_id: 1407, city_id: 111, zip: '78701' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ phone: '+1 512 555 0199' }));
  });

  it('asks for a home city when there is none, and shows API field errors on the fields', async () => {
    server.use(
      http.patch(apiUrl(ENGINEER_PROFILE_ENDPOINTS.UPDATE_CONTACT_INFO), () => fieldErrors([{ path: 'phone', message: 'Enter a valid phone number' }])),
    );
    const user = userEvent.setup();
    const noHome = makeProfile({ country_id: null, state_id: null, city_id: null, country: null, state: null, city: null, latitude: null, longitude: null });
    renderWithProviders(<ContactDetailsSection profile={noHome} onSaved={vi.fn()} />, providers);
    expect(await screen.findByText(/No home location yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Choose your city')).toBeInTheDocument();

    renderWithProviders(<ContactDetailsSection profile={makeProfile()} onSaved={vi.fn()} />, providers);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Save contact details' })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Save contact details' })[1]!);
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
  });
});
