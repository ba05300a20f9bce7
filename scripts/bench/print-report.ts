import type { Sample, SampleRecorder } from './bench-client';

// The benchmark's table: per action the calls, errors and latency percentiles, then throughput.

/** Nearest-rank percentile of ascending values. */
export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

function describeSamples(action: string, samples: Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => !sample.ok).length;
  return [action, String(samples.length), String(errors), ms(percentile(sorted, 50)), ms(percentile(sorted, 99))];
}

type ReportOptions = {
  recorder: SampleRecorder;
  actions: string[];
  seconds: number;
  ordersPaid: number;
  ordersFailed: number;
  /** Calls sent before this moment (performance.now()) are the warm-up: left out of the table, and said so. */
  timedFrom?: number;
};

export function printReport({ recorder, actions, seconds, ordersPaid, ordersFailed, timedFrom }: ReportOptions): void {
  const all = [...recorder.byAction.values()].flat();
  const timed = (samples: Sample[]) => (timedFrom === undefined ? samples : samples.filter((sample) => sample.at >= timedFrom));
  const rows = [
    ['action', 'count', 'errors', 'p50 ms', 'p99 ms'],
    ...actions.filter((action) => recorder.byAction.has(action)).map((action) => describeSamples(action, timed(recorder.byAction.get(action)!))),
    describeSamples('all requests', timed(all)),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.info(['', line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n'));
  if (timedFrom !== undefined) {
    const [, count, errors, p50, p99] = describeSamples('whole run', all);
    const warmUp = all.length - timed(all).length;
    console.info(`\nThe table leaves out the warm-up's ${warmUp} calls; the whole run, warm-up included: ${count} calls, ${errors} errors, p50 ${p50} ms, p99 ${p99} ms.`);
  }

  console.info(
    `\n${ordersPaid} orders paid, ${ordersFailed} failed, in ${seconds.toFixed(2)} s: ` +
      `${(ordersPaid / seconds).toFixed(1)} orders/s, ${(all.length / seconds).toFixed(1)} requests/s`,
  );
  for (const [message, count] of recorder.errorMessages) console.info(`  ${count} × ${message}`);
}
