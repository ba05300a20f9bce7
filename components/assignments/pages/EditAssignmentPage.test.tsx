import { cleanup, configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, listenWithMsw, server } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import { makeCompanyDetails } from '@/components/test/orderProgressFixture';
import { referenceListHandlers } from '@/components/test/referenceListHandlers';
import { COMPANY_ASSIGNMENT_ENDPOINTS, NOT_FOUND_MESSAGE } from '@/constants';
import type { CompanyWorkOrderDetails } from '@/contracts/lifecycle';
import { createEmptyDraft, selectDraftAssignment } from '@/store/draftAssignmentSlice';
import EditAssignmentPage from './EditAssignmentPage';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

listenWithMsw();
afterEach(cleanup);
// MUI forms render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  window.localStorage.clear();
  server.use(...referenceListHandlers);
});

function answer(details: CompanyWorkOrderDetails | null) {
  server.use(
    http.get(apiUrl(COMPANY_ASSIGNMENT_ENDPOINTS.DETAILS), () =>
      details ? HttpResponse.json({ message: 'OK', data: details }) : HttpResponse.json({ message: 'Work order not found.' }, { status: 404 }),
    ),
  );
}

const renderPage = (draft = createEmptyDraft()) =>
  renderWithProviders(<EditAssignmentPage role="company" id={7} />, {
    session: makeSession('company'),
    preloadedState: { ...signedInState('company'), draftAssignment: draft },
  });

describe('EditAssignmentPage', { timeout: 30_000 }, () => {
  it('fills the form from the order, replacing a draft of another order', async () => {
    answer(makeCompanyDetails());
    const { store } = renderPage({ ...createEmptyDraft(), assignment_id: 99, basic_info: { title: 'Another order' } });
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('POS terminal install – Austin Downtown');
    expect(selectDraftAssignment(store.getState()).assignment_id).toBe(7);
    expect(screen.getByRole('link', { name: 'POS terminal install – Austin Downtown' })).toHaveAttribute('href', '/company/assignments/details-page/7');
  });

  it('keeps a draft of this same order typed before a reload', async () => {
    answer(makeCompanyDetails());
    renderPage({ ...createEmptyDraft(), assignment_id: 7, basic_info: { title: 'Typed before the reload' } });
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Typed before the reload');
  });

  it('says an order whose work has started can no longer be edited', async () => {
    answer(makeCompanyDetails({ status: 3, assigned_engineer: { id: 21, name: 'Erin Diaz', email: 'e@x.test', phone: null, profile_picture: null } }));
    renderPage();
    expect(await screen.findByText(/can no longer be edited/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });

  it('asks the server, not the status: an open order the server no longer lists as editable is not edited', async () => {
    answer(makeCompanyDetails({ status: 0 }, { available_actions: ['cancel', 'delete'] }));
    renderPage();
    expect(await screen.findByText(/can no longer be edited/)).toBeInTheDocument();
  });

  it('shows the not-found screen when the API answers 404', async () => {
    answer(null);
    renderPage();
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeInTheDocument();
  });
});
