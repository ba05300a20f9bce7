/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), so work a page can do
 * without (loading code for later) does not delay its first paint. Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}
