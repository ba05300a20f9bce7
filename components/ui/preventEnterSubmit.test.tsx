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
  it('keeps Enter in a field from submitting', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Pat{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets Enter or Space on the focused button, or a click, submit', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form onSubmit={onSubmit} />);
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });

  it('leaves newlines in a textarea alone', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Notes'), 'one{Enter}two');
    expect(screen.getByLabelText('Notes')).toHaveValue('one\ntwo');
  });
});
