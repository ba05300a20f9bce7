/** Room left between a revealed field and the bar, in pixels. */
const GAP = 16;

/**
 * The form's sticky action bar must not hide the focused field (WCAG 2.2 SC 2.4.11): when focus
 * lands on a field the bar covers, the page scrolls just enough to show it above the bar.
 */
export function revealAboveBar(target: EventTarget, bar: HTMLElement | null): void {
  if (!bar || !(target instanceof HTMLElement) || bar.contains(target)) return;
  const hidden = target.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  if (hidden > -GAP) window.scrollBy({ top: hidden + GAP });
}
