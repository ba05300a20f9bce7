import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MAIN_CONTENT_ID } from './MainContent';
import { useFocusKeeper } from './useFocusKeeper';

// jsdom lays nothing out: every element counts as shown.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
});
afterEach(() => vi.restoreAllMocks());

function Page() {
  useFocusKeeper();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <h1>Profile</h1>
      <button type="button">Change logo</button>
    </main>
  );
}

/**
 * Disables the focused button as a started upload does: the browser drops focus to <body>, and
 * the control is disabled by the time the page hears of it (jsdom does not blur on disable, so the
 * blur comes first here and the button is disabled before the page's own listeners run).
 */
function disableFocused(button: HTMLButtonElement) {
  const disable = () => (button.disabled = true);
  window.addEventListener('focusout', disable, { capture: true, once: true });
  button.blur();
}

it('gives focus back to a control disabled while its action ran, once it is enabled again', async () => {
  const { getByRole } = render(<Page />);
  const button = getByRole('button', { name: 'Change logo' }) as HTMLButtonElement;
  button.focus();
  disableFocused(button);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(document.activeElement).toBe(document.body);
  button.disabled = false;
  await waitFor(() => expect(button).toHaveFocus());
});

it('gives focus back when the action ended before focus loss was looked at (a fast upload)', async () => {
  const { getByRole } = render(<Page />);
  const button = getByRole('button', { name: 'Change logo' }) as HTMLButtonElement;
  button.focus();
  disableFocused(button);
  button.disabled = false;
  await waitFor(() => expect(button).toHaveFocus());
});

it('leaves focus on <body> when the user put it there (the control stayed enabled)', async () => {
  const { getByRole } = render(<Page />);
  const button = getByRole('button', { name: 'Change logo' });
  button.focus();
  button.blur();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(document.activeElement).toBe(document.body);
});
