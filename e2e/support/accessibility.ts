import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// axe-core scans for the accessibility spec: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and a few best practices.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's best practices that screen-reader users trip over: headings that skip a level, content
 * (such as an open list box) outside every landmark, and roles an element may not take.
 */
const BEST_PRACTICES = { 'heading-order': { enabled: true }, region: { enabled: true }, 'aria-allowed-role': { enabled: true } };

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per violation and one per element, with axe's own explanation. */
function describeViolations(violations: Violations): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')} – ${(node.failureSummary ?? '').replaceAll('\n', ' ')}`);
    return [`${violation.id} (${violation.impact}): ${violation.help} ${violation.helpUrl}`, ...nodes].join('\n');
  });
}

/** The page has shown its data: its <main> is there and nothing is loading any more. */
export async function waitUntilSettled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0);
}

/**
 * Resolves once every CSS transition running now has ended. A dialog fades in (its container's
 * opacity, ~225 ms) and a button enabled by the data that just arrived fades from grey to its
 * colour (~250 ms): scanned before that, axe reads the blended colours and reports contrast the
 * settled page does not have.
 */
async function waitForTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Scans the page once its running transitions have ended. Soft: every page and dialog of a role
 * is scanned and the test fails at its end, listing each violation of each place.
 */
export async function expectNoViolations(page: Page, where: string) {
  await waitForTransitions(page);
  const { violations } = await new AxeBuilder({ page }).options({ rules: BEST_PRACTICES }).withTags(WCAG_TAGS).analyze();
  expect.soft(describeViolations(violations), `axe on ${where}`).toEqual([]);
}

/** Opens a page, waits until it has settled (and for its heading, when named) and scans it. */
export async function scanPage(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitUntilSettled(page);
  await expectNoViolations(page, path);
}

/** Opens a dialog (or menu, or list box) with `opener`, scans the page with it open, and closes it with Escape. */
export async function scanPopup(page: Page, opener: Locator, popup: Locator, where: string) {
  await opener.click();
  await expect(popup).toBeVisible();
  await expect(popup.locator('[aria-busy="true"], .MuiSkeleton-root')).toHaveCount(0);
  await expectNoViolations(page, where);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}
