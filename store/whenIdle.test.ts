import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the task to the browser’s idle callback with a deadline, and cancels it there', () => {
    const requestIdle = vi.fn(() => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const task = vi.fn();
    const cancel = whenIdle(task, 500);
    expect(requestIdle).toHaveBeenCalledWith(task, { timeout: 500 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('runs the task on the next turn where the browser has no idle callback, unless cancelled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task);
    whenIdle(cancelled)();
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
