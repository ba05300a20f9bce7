import type { KeyboardEvent } from 'react';

/**
 * Put on every <form> as onKeyDown: Enter in a field (or on the submit button) never submits;
 * only a click on the button does. Textareas keep their newlines; other controls are untouched.
 */
export function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  const isField = target instanceof HTMLInputElement;
  const isSubmitButton = target instanceof HTMLButtonElement && target.type === 'submit';
  if (isField || isSubmitButton) event.preventDefault();
}
