// `npm run bench:pages [-- --runs 3 --base-url http://localhost:3000 --report-dir DIR --paths /,/engineer]`: a benchmark, not a test.
// Serves the built portal (`npm run build` first) on a fresh PGlite database, signs the demo
// engineer, company and customer in with Playwright, and runs Lighthouse (desktop) on every page
// of the portal (page-targets.ts), with the session cookie for the signed-in ones. Prints the
// median of the runs; `--paths` keeps the pages at or under the paths given; `--report-dir` keeps
// each run's Lighthouse JSON (main-thread breakdown, scripts) to look into.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { auditPage, type PageAudit } from './audit-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench-browser';
import { listPageTargets, type Target } from './page-targets';
import { freePort, startPortal, type Portal } from './start-portal';

/** Wide enough for the longest path (an engineer's counter offer with its order id). */
const PATH_WIDTH = 64;

const GOALS = { performance: 0.98, lcpMs: 1000, tbtMs: 100, cls: 0.02 };

function readOptions() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, 'base-url': { type: 'string' }, 'report-dir': { type: 'string' }, paths: { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  return { runs, baseUrl: values['base-url'], reportDir: values['report-dir'], paths: values.paths?.split(',') };
}

/** The pages `--paths` names (each a page's path or the start of some), or every page. */
function pickTargets(targets: Target[], paths: string[] | undefined): Target[] {
  if (!paths) return targets;
  const picked = targets.filter((target) => paths.some((path) => target.path === path || target.path.startsWith(`${path}/`)));
  if (picked.length === 0) throw new Error(`--paths names none of ${targets.map((target) => target.path).join(', ')}`);
  return picked;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarize(path: string, audits: PageAudit[]) {
  const pick = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'cls') => median(audits.map((audit) => audit[key]));
  const failed = [...new Set(audits.flatMap((audit) => audit.failedRequests))];
  const row = { path, performance: pick('performance'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), failed };
  const isMet =
    row.performance >= GOALS.performance && row.lcpMs <= GOALS.lcpMs && row.tbtMs <= GOALS.tbtMs && row.cls <= GOALS.cls && failed.length === 0;
  const distinct = (key: 'consoleErrors' | 'unmeasured') => [...new Set(audits.flatMap((audit) => audit[key]))];
  return { ...row, isMet, consoleErrors: distinct('consoleErrors'), unmeasured: distinct('unmeasured') };
}

function printHeader(runs: number) {
  console.info(`\nLighthouse desktop, performance only, median of ${runs} run(s)`);
  console.info(`goals: performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs} ms, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}, no failed request\n`);
  console.info(['page'.padEnd(PATH_WIDTH), 'perf', '  LCP ms', '  TBT ms', '   CLS', 'failed', 'goals'].join('  '));
}

/** One page's line as soon as it is measured (a slow machine still shows what it finished). */
function printRow(row: ReturnType<typeof summarize>) {
  console.info(
    [
      row.path.padEnd(PATH_WIDTH),
      row.performance.toFixed(2),
      row.lcpMs.toFixed(0).padStart(8),
      row.tbtMs.toFixed(0).padStart(8),
      row.cls.toFixed(3).padStart(6),
      String(row.failed.length).padStart(6),
      row.isMet ? 'met' : 'MISSED',
    ].join('  '),
  );
  for (const request of row.failed) console.info(`    failed request: ${request}`);
  for (const error of row.consoleErrors) console.info(`    console error: ${error}`);
  for (const metric of row.unmeasured) console.info(`    not measured: ${metric}`);
}

async function main() {
  const { runs, baseUrl: givenBaseUrl, reportDir, paths } = readOptions();
  const portal: Portal | null = givenBaseUrl ? null : await startPortal(await freePort());
  // An interrupted run still stops the portal it started.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void portal?.close().finally(() => process.exit(130)));
  const baseUrl = portal?.baseUrl ?? givenBaseUrl ?? '';
  const debuggingPort = await freePort();
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
    });
    try {
      console.info(`[bench] auditing ${baseUrl}`);
      const listed = await listPageTargets(browser, baseUrl);
      const { cookies } = listed;
      const targets = pickTargets(listed.targets, paths);

      printHeader(runs);
      for (const target of targets) {
        const url = `${baseUrl}${target.path}`;
        const cookie = target.account && cookies[target.account];
        // A first run warms the server (compiled routes, caches) and is not counted.
        await auditPage(url, { port: debuggingPort, cookie });
        const audits: PageAudit[] = [];
        for (let run = 0; run < runs; run += 1) {
          const reportPath = reportDir && path.join(reportDir, `${target.path.replace(/\W+/g, '_') || '_'}-${run + 1}.json`);
          audits.push(await auditPage(url, { port: debuggingPort, cookie, reportPath }));
        }
        printRow(summarize(target.path, audits));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await portal?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
