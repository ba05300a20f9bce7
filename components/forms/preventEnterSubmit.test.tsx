import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preventEnterSubmit } from './preventEnterSubmit';

afterEach(cleanup);

function Form({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={preventEnterSubmit}
    >
      <input aria-label="Name" />
      <textarea aria-label="Notes" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('preventEnterSubmit', () => {
  it('keeps Enter in a field or on the button from submitting; a click submits', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Pat{Enter}');
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves newlines in a textarea alone', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Notes'), 'one{Enter}two');
    expect(screen.getByLabelText('Notes')).toHaveValue('one\ntwo');
  });
});
