import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { router, startAt } from '@/components/test/urlStateNavigation';
import { readWholeNumber, useListQuery } from './useListQuery';

vi.mock('next/navigation', () => import('@/components/test/urlStateNavigation'));

type Query = { page: number; status: number; search: string | null };
const DEFAULTS: Query = { page: 1, status: 0, search: null };
const read = (params: URLSearchParams): Query => ({
  page: readWholeNumber(params, 'page', 1),
  status: readWholeNumber(params, 'status', 0, [0, 1, 2]),
  search: params.get('search'),
});

beforeEach(() => startAt('/engineer/find-work'));

describe('useListQuery', () => {
  it('reads the address and writes only what differs from the defaults, back on the first page', () => {
    startAt('/engineer/find-work?status=2&page=3');
    const { result } = renderHook(() => useListQuery(DEFAULTS, read));
    expect(result.current[0]).toEqual({ page: 3, status: 2, search: null });
    act(() => result.current[1]({ search: 'router' }));
    expect(router.replace).toHaveBeenLastCalledWith('/engineer/find-work?status=2&search=router', { scroll: false });
    expect(result.current[0]).toEqual({ page: 1, status: 2, search: 'router' });
  });

  it('without remember, a list opened without a query starts from the defaults', () => {
    const first = renderHook(() => useListQuery(DEFAULTS, read));
    act(() => first.result.current[1]({ status: 1 }));
    first.unmount();
    startAt('/engineer/find-work');
    const { result } = renderHook(() => useListQuery(DEFAULTS, read));
    expect(result.current[0].status).toBe(0);
  });

  it('with remember, a list opened without a query shows the tab’s last one and puts it in the address', () => {
    const first = renderHook(() => useListQuery(DEFAULTS, read, { remember: true }));
    act(() => first.result.current[1]({ status: 1, search: 'pos' }));
    first.unmount();
    startAt('/engineer/find-work');
    const { result } = renderHook(() => useListQuery(DEFAULTS, read, { remember: true }));
    expect(result.current[0]).toEqual({ page: 1, status: 1, search: 'pos' });
    expect(router.replace).toHaveBeenLastCalledWith('/engineer/find-work?status=1&search=pos', { scroll: false });
  });

  it('with remember, a query in the address wins, and clearing every filter forgets the last one', () => {
    const first = renderHook(() => useListQuery(DEFAULTS, read, { remember: true }));
    act(() => first.result.current[1]({ status: 1 }));
    first.unmount();
    startAt('/engineer/find-work?status=2');
    const second = renderHook(() => useListQuery(DEFAULTS, read, { remember: true }));
    expect(second.result.current[0].status).toBe(2);
    act(() => second.result.current[1]({ status: 0 }));
    second.unmount();
    startAt('/engineer/find-work');
    const { result } = renderHook(() => useListQuery(DEFAULTS, read, { remember: true }));
    expect(result.current[0].status).toBe(0);
  });
});
