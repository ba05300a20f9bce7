import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listenWithMsw } from '@/components/test/mswServer';
import { makeSession, renderWithProviders, signedInState } from '@/components/test/renderWithProviders';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import OrderScope from './OrderScope';
import { makeEngineerDetails } from '@/components/test/engineerOrderFixtures';

listenWithMsw();
afterEach(cleanup);

const deliverable = { document_type_id: 1, document_type_name: 'Photos (after work)', file: null, delivered_at: null, sign_off: null };
const photos = { id: 9, name: 'rack-photos.zip', mime_type: 'application/zip', size_bytes: 4096 };

const renderScope = (deliverables: EngineerAssignmentDetails['deliverables']) =>
  renderWithProviders(<OrderScope details={makeEngineerDetails({ deliverables })} />, {
    session: makeSession('field_engineer'),
    preloadedState: signedInState('field_engineer'),
  });

describe('OrderScope deliverables', () => {
  it('marks required and delivered apart: no check on a required deliverable nothing was uploaded for', async () => {
    renderScope([
      { ...deliverable, id: 1, name: 'Photos of the install', is_required: true },
      { ...deliverable, id: 2, name: 'Receipt copy', is_required: false, document_type_name: null },
      { ...deliverable, id: 3, name: 'Rack photos', is_required: true, file: photos, delivered_at: '2030-05-04T20:00:00.000Z' },
    ]);
    const list = await screen.findByRole('list', { name: 'Deliverables' });

    const pending = within(list).getByRole('listitem', { name: 'Photos of the install' });
    expect(within(pending).getByText('Required')).toBeInTheDocument();
    expect(within(pending).queryByRole('img', { name: 'Delivered' })).not.toBeInTheDocument();
    expect(within(pending).getByRole('img', { name: 'Not delivered yet' })).toBeInTheDocument();

    const optional = within(list).getByRole('listitem', { name: 'Receipt copy' });
    expect(within(optional).getByText('Optional')).toBeInTheDocument();
    expect(within(optional).queryByRole('img', { name: 'Delivered' })).not.toBeInTheDocument();

    const delivered = within(list).getByRole('listitem', { name: 'Rack photos' });
    expect(within(delivered).getByText('Required')).toBeInTheDocument();
    expect(within(delivered).getByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(delivered).getByText('Photos (after work) · Delivered: rack-photos.zip')).toBeInTheDocument();
  });
});

describe('OrderScope skills', () => {
  const renderSkills = (skills: EngineerAssignmentDetails['basic_info']['skills']) => {
    const details = makeEngineerDetails();
    return renderWithProviders(<OrderScope details={{ ...details, basic_info: { ...details.basic_info, skills } }} />, {
      session: makeSession('field_engineer'),
      preloadedState: signedInState('field_engineer'),
    });
  };

  it('names the skills needed as a group', async () => {
    renderSkills([{ id: 1, name: 'Cabling' }]);
    const group = await screen.findByRole('group', { name: 'Skills needed' });
    expect(within(group).getByText('Cabling')).toBeInTheDocument();
  });

  it('leaves out the group when the order needs no skills (a label on an empty element says nothing)', async () => {
    const { container } = renderSkills([]);
    expect(await screen.findByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(container.querySelector('[aria-label="Skills needed"]')).toBeNull();
  });
});
