import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { listenWithMsw } from '@/components/test/mswServer';
import { signedInState } from '@/components/test/renderWithProviders';
import { makeStore } from '@/store/makeStore';
import { noopStorage } from '@/store/persistStorage';
import { answerEventStreams } from './sseTestStream';
import { useLiveUpdates } from './useLiveUpdates';

listenWithMsw();

function renderLiveUpdates(isSignedIn: boolean) {
  const store = makeStore({ storage: noopStorage, preloadedState: isSignedIn ? signedInState('field_engineer') : {} });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useLiveUpdates(), { wrapper });
}

describe('useLiveUpdates', () => {
  it('opens the stream once signed in (its code loaded after the first render) and closes it on unmount', async () => {
    const streams = answerEventStreams();
    const { unmount } = renderLiveUpdates(true);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0].request.signal.aborted).toBe(false);
    unmount();
    expect(streams[0].request.signal.aborted).toBe(true);
  });

  it('opens nothing when unmounted before the stream code has loaded, or when signed out', async () => {
    const streams = answerEventStreams();
    renderLiveUpdates(true).unmount();
    renderLiveUpdates(false);
    await import('./startLiveUpdates');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streams).toHaveLength(0);
  });
});

describe('useLiveUpdates when the browser reports idle time', () => {
  it('loads and opens the stream only once the browser is idle, and not at all when unmounted before', async () => {
    const idleTasks: (() => void)[] = [];
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    try {
      const streams = answerEventStreams();
      renderLiveUpdates(true).unmount();
      expect(cancelIdle).toHaveBeenCalledWith(1);

      const { unmount } = renderLiveUpdates(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(streams).toHaveLength(0);
      idleTasks[1]();
      await vi.waitFor(() => expect(streams).toHaveLength(1));
      unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
