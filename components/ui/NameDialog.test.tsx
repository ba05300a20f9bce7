import '@/contracts/configureZod';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import NameDialog from './NameDialog';

afterEach(cleanup);

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name').max(20, 'Use at most 20 characters'), shared: z.boolean() });

function renderDialog(onSave: (values: z.infer<typeof schema>) => Promise<boolean | void>, onClose = vi.fn()) {
  render(
    <NameDialog
      isOpen
      title="Save as template"
      submitLabel="Save template"
      intro="Every section but the schedule is saved."
      nameLabel="Template name"
      maxLength={20}
      schema={schema}
      initial={{ name: '', shared: false }}
      checkbox={{ name: 'shared', label: 'Shared with the customer users', helperText: 'They can post from it.' }}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Save as template' }), onClose };
}

describe('NameDialog', () => {
  it('sends the trimmed name and the choice, then closes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    const { dialog, onClose } = renderDialog(onSave);
    expect(within(dialog).getByText('Every section but the schedule is saved.')).toBeInTheDocument();
    expect(within(dialog).getByText('They can post from it.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Template name/), '  POS check ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shared with the customer users' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({ name: 'POS check', shared: true });
  });

  it('asks for a name and does not submit on Enter', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    const { dialog } = renderDialog(onSave);
    await user.type(within(dialog).getByLabelText(/^Template name/), 'POS{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/^Template name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a name already in use (the API’s 409) on the name field and stays open', async () => {
    const user = userEvent.setup();
    const message = 'The company already has a template with this name.';
    const onSave = vi.fn(async () => Promise.reject({ status: 409, message, errors: [{ path: 'name', message }] }));
    const { dialog, onClose } = renderDialog(onSave);
    await user.type(within(dialog).getByLabelText(/^Template name/), 'POS check');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Template name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the save resolves false (nothing saved, the reason shown elsewhere)', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => false);
    const { dialog, onClose } = renderDialog(onSave);
    await user.type(within(dialog).getByLabelText(/^Template name/), 'POS check');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Save as template' })).toBeInTheDocument();
  });
});
