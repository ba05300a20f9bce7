import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage';

describe('collectGarbage', () => {
  it('frees what nothing refers to any more', async () => {
    let garbage: { index: number }[] | null = Array.from({ length: 500_000 }, (_, index) => ({ index }));
    const held = new WeakRef(garbage);
    garbage = null;
    // A WeakRef keeps its target alive until the job that made it ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(held.deref()).toBeUndefined();
  });
});
