import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only steps: Tab, Shift+Tab, Enter, Space, arrows and Escape, never a click or fill.

/** More stops than any page of the portal has between two controls a test wants. */
const MAX_TAB_STOPS = 80;

type TabOptions = { backward?: boolean; onEachStop?: () => Promise<void> };

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab with `backward`) until `target` has focus; `onEachStop` checks every stop on the way. */
export async function tabTo(page: Page, target: Locator, { backward = false, onEachStop }: TabOptions = {}) {
  await expect(target).toBeAttached();
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    await onEachStop?.();
  }
  throw new Error(`${target} was not reached within ${MAX_TAB_STOPS} ${backward ? 'Shift+Tab' : 'Tab'} presses`);
}

/** The focused control draws a focus indicator: an outline or ring of 2px or more, or a focused field's border (WCAG 2.4.7). */
export async function expectFocusVisible(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing has focus';
        const drawn = [focused, focused.closest('.Mui-focusVisible')].some((element) => {
          if (!element) return false;
          const style = getComputedStyle(element);
          return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
        });
        return drawn || focused.closest('.MuiInputBase-root.Mui-focused') ? null : `no focus indicator on ${focused.outerHTML.slice(0, 120)}`;
      }),
    )
    .toBeNull();
}

/** Nothing (such as a sticky bar) covers the middle of the focused control (WCAG 2.2 SC 2.4.11). */
export async function expectFocusNotObscured(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || focused === document.body) return null;
        const box = focused.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return null; // visually hidden inputs show focus on their control
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit && (hit === focused || focused.contains(hit) || hit.contains(focused))) return null;
        return `${focused.outerHTML.slice(0, 80)} is covered by ${hit ? hit.outerHTML.slice(0, 80) : 'the edge of the window'}`;
      }),
    )
    .toBeNull();
}

/** Opens the focused select with Enter, moves with ArrowDown to `option` and picks it with Enter. */
export async function chooseFromFocusedSelect(page: Page, option: string) {
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  const wanted = page.getByRole('option', { name: option, exact: true });
  for (let step = 0; step < MAX_TAB_STOPS && !(await hasFocus(wanted)); step += 1) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Types into the focused autocomplete, moves with ArrowDown to `option` and picks it with Enter. */
export async function pickInFocusedAutocomplete(page: Page, input: Locator, typed: string, option: string) {
  await expect(input).toBeEnabled();
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  for (let step = 0; step < MAX_TAB_STOPS; step += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent()) === option) break;
  }
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(option);
}

/**
 * After an action whose control has left the page (or is disabled while it runs), focus is on
 * `target`, the sensible place the action leads to, and never on the page body.
 */
export async function expectFocusKept(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
}

/** Presses Enter on the focused control and confirms its dialog with Enter on `confirm` (its button's name). */
export async function confirmInDialog(page: Page, confirm: string) {
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Some confirmations wait for what they show (the payment breakdown) before they can be given.
  const button = dialog.getByRole('button', { name: confirm, exact: true });
  await expect(button).toBeEnabled();
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}
