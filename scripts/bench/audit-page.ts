import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// One Lighthouse run (desktop preset, performance only) against a Chromium that listens on a
// debugging port, reduced to the figures the report prints.

export type PageAudit = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests answered 4xx/5xx, e.g. prefetches of pages that do not exist. */
  failedRequests: string[];
  consoleErrors: string[];
  /** Metrics Lighthouse could not compute, with its reason (e.g. no contentful paint seen). */
  unmeasured: string[];
};

type Item = Record<string, unknown>;

const itemsOf = (details: unknown): Item[] => ((details as { items?: Item[] } | undefined)?.items ?? []);

/** `reportPath`: where to write the whole Lighthouse result (JSON), if anywhere. */
export async function auditPage(url: string, options: { port: number; cookie?: string; reportPath?: string }): Promise<PageAudit> {
  const flags: Flags = {
    port: options.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: options.cookie ? { Cookie: options.cookie } : undefined,
  };
  const result = await lighthouse(url, flags, desktopConfig);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (options.reportPath) {
    await mkdir(path.dirname(options.reportPath), { recursive: true });
    await writeFile(options.reportPath, JSON.stringify(lhr));
  }
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  const unmeasured: string[] = [];
  const numeric = (id: string) => {
    const audit = lhr.audits[id];
    if (audit?.numericValue === undefined) unmeasured.push(`${id}: ${audit?.errorMessage ?? 'no value'}`);
    return audit?.numericValue ?? Number.NaN;
  };
  const failedRequests = itemsOf(lhr.audits['network-requests']?.details)
    .filter((item) => Number(item.statusCode) >= 400)
    .map((item) => `${String(item.statusCode)} ${String(item.url)}`);
  const consoleErrors = itemsOf(lhr.audits['errors-in-console']?.details).map((item) => String(item.description ?? item.url ?? ''));
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failedRequests,
    consoleErrors,
    unmeasured,
  };
}
