// Where keyboard focus goes when the control that had it has left the page.

/** Dialogs, menus and list boxes: MUI's focus trap owns focus while one is open. */
export const POPUP = '.MuiModal-root, [role="dialog"]';

const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const HEADING = 'h1, h2, h3, h4, h5, h6';

/** Laid out, and not hidden from assistive technology. */
const isShown = (element: Element) => element.getClientRects().length > 0 && !element.closest('[inert], [aria-hidden="true"]');

/** The control can take focus now (it may be disabled while its action runs). */
export const canTakeFocus = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && !element.matches(':disabled') && isShown(element);

/** The element's ancestors, nearest first: recorded while it is still on the page, to find its place after it has gone. */
export function ancestorsOf(element: Element): Element[] {
  const chain: Element[] = [];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) chain.push(parent);
  return chain;
}

const firstShown = (root: Element, selector: string) => Array.from(root.querySelectorAll(selector)).find(isShown) ?? null;

/**
 * The nearest control left in the same part of the page as the one that has gone (the next action
 * in a header, the other buttons of a row), else that part's heading; when the whole page changed,
 * its <h1>. Null while the new page has no heading yet.
 */
export function findFocusTarget(lostAncestors: Element[], main: HTMLElement | null): HTMLElement | null {
  for (const ancestor of lostAncestors) {
    if (!ancestor.isConnected) continue;
    if (!main || ancestor === main || ancestor.contains(main)) break;
    const target = firstShown(ancestor, TABBABLE) ?? firstShown(ancestor, HEADING);
    if (target instanceof HTMLElement) return target;
  }
  return main?.querySelector<HTMLElement>('h1') ?? null;
}

/** Focuses `target`; a heading is made focusable by script (not by Tab) first. */
export function moveFocusTo(target: HTMLElement) {
  if (target.matches(HEADING) && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
