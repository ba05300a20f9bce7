// `npm run bench:page-work [-- --path /company/assignments --account company --runs 8 --cold]`: a benchmark, not a test.
// What the browser does to load one signed-in page of the built portal (`npm run build` first),
// on a fresh demo database: for one load, each React commit and how many components rendered
// in it (counted through React's DevTools hook, so the same on a fast or a busy machine), then
// the median over `--runs` loads of Chromium's main-thread time (task, script, layout, style)
// and of the long tasks' time past 50 ms (the part Lighthouse counts as blocking). `--cold` loads each time
// in a new browser context holding only the session cookie (no stored state, no service worker), as
// Lighthouse does after its storage reset; otherwise the loads share one context, as a returning user's.
import { chromium, type BrowserContext } from '@playwright/test';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInAs, type Account } from './bench-browser';
import { freePort, startPortal } from './start-portal';

type Commit = { atMs: number; rendered: number; mounted: number; top: string };
type Load = Awaited<ReturnType<typeof loadOnce>>;

// Runs in the page before its scripts: React reports every commit to this hook. A component
// rendered in a commit when its props or state object is not the one seen at the last commit.
const COUNT_COMMITS = `
  window.__commits = [];
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
  const seen = new WeakMap();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      const counts = {}; let rendered = 0; let mounted = 0;
      const stack = [root.current.child];
      while (stack.length) {
        const fiber = stack.pop();
        if (!fiber) continue;
        const last = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate));
        const isRendered = !last || last[0] !== fiber.memoizedProps || last[1] !== fiber.memoizedState;
        const now = [fiber.memoizedProps, fiber.memoizedState];
        seen.set(fiber, now); if (fiber.alternate) seen.set(fiber.alternate, now);
        if (isRendered && typeof fiber.type === 'function') { const name = fiber.type.displayName || fiber.type.name || '?'; counts[name] = (counts[name] || 0) + 1; rendered += 1; }
        if (!last && typeof fiber.type === 'string') mounted += 1;
        stack.push(fiber.sibling, fiber.child);
      }
      const top = Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, n]) => name + ' ' + n).join(', ');
      window.__commits.push({ atMs: Math.round(performance.now()), rendered, mounted, top });
    },
  };
`;

function readOptions() {
  const { values } = parseArgs({
    options: { path: { type: 'string', default: '/company/assignments' }, account: { type: 'string', default: 'company' }, runs: { type: 'string', default: '8' }, cold: { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  if (values.account !== 'company' && values.account !== 'engineer') throw new Error('--account is company or engineer');
  return { path: values.path, account: values.account as Account, runs, isCold: values.cold };
}

/** One load of `path`, until the page is quiet: its commits, main-thread times (ms) and blocking time. */
async function loadOnce(context: BrowserContext, path: string) {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: COUNT_COMMITS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('main') && !document.querySelector('[aria-busy="true"]'));
    await page.waitForTimeout(1500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
    const longTasks = (await page.evaluate('window.__longTasks')) as number[];
    return {
      commits: (await page.evaluate('window.__commits')) as Commit[],
      times: {
        task: seconds.TaskDuration * 1000,
        script: seconds.ScriptDuration * 1000,
        layout: seconds.LayoutDuration * 1000,
        style: seconds.RecalcStyleDuration * 1000,
        blocking: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      },
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { path, account, runs, isCold } = readOptions();
  const portal = await startPortal(await freePort());
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const contextOptions = { baseURL: portal.baseUrl, viewport: { width: 1350, height: 940 } };
      const context = await browser.newContext(contextOptions);
      await signInAs(await context.newPage(), account);
      const cookies = await context.cookies();
      /** A load in the signed-in context, or (--cold) in a new one with the session cookie alone. */
      const loadIn = async () => {
        if (!isCold) return loadOnce(context, path);
        const fresh = await browser.newContext(contextOptions);
        await fresh.addCookies(cookies);
        try {
          return await loadOnce(fresh, path);
        } finally {
          await fresh.close();
        }
      };
      // A first load warms the server and is not counted.
      await loadIn();
      const loads: Load[] = [];
      for (let run = 0; run < runs; run += 1) loads.push(await loadIn());

      console.info(`\n${path}: React commits of one load (components rendered, host elements mounted, most rendered)`);
      for (const commit of loads[0].commits.filter((each) => each.rendered > 0)) {
        console.info(`  ${String(commit.atMs).padStart(6)} ms  ${String(commit.rendered).padStart(4)} rendered  ${String(commit.mounted).padStart(4)} mounted  ${commit.top}`);
      }
      const total = loads[0].commits.reduce((sum, commit) => sum + commit.rendered, 0);
      console.info(`  in all: ${total} component renders in ${loads[0].commits.length} commits`);
      const times = Object.keys(loads[0].times) as (keyof Load['times'])[];
      console.info(`\nmain thread, median of ${runs} loads (ms): ${times.map((key) => `${key} ${median(loads.map((load) => load.times[key])).toFixed(0)}`).join('  ')}`);
    } finally {
      await browser.close();
    }
  } finally {
    await portal.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
