import type { KeyboardEvent } from 'react';

/** Inputs where Enter means "press this control", not "submit the form". */
const BUTTON_INPUT_TYPES = new Set(['submit', 'button', 'reset', 'image']);

/**
 * Put on every <form> as onKeyDown: Enter in a field never submits, while Enter
 * on a focused button still does what the button does. Textareas keep their newlines.
 */
export function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLInputElement && !BUTTON_INPUT_TYPES.has(target.type)) event.preventDefault();
}
