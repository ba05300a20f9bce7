'use client';
import { useCallback, useMemo, useState } from 'react';

/** How much of the page is chosen, for the header checkbox. */
export type PageSelection = 'none' | 'some' | 'all';

type Chosen = { key: string; ids: ReadonlySet<number>; isAllMatching: boolean };

export type BulkSelection = {
  /** The chosen rows of this page (every row while all matching are chosen). */
  isSelected: (id: number) => boolean;
  /** The orders the chosen ids name, in the page's order; empty while all matching are chosen. */
  ids: number[];
  isAllMatching: boolean;
  /** How many orders an action would touch. */
  count: number;
  pageSelection: PageSelection;
  toggle: (id: number) => void;
  togglePage: () => void;
  selectAllMatching: () => void;
  clear: () => void;
};

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows chosen for a bulk action: some or all of this page's rows, or every order the
 * filters select. A new page, filter, search or sort (`listKey`) starts again with none chosen.
 */
export function useBulkSelection(pageIds: number[], totalCount: number, listKey: string): BulkSelection {
  const [chosen, setChosen] = useState<Chosen>({ key: listKey, ids: NONE, isAllMatching: false });
  const current = chosen.key === listKey ? chosen : { key: listKey, ids: NONE, isAllMatching: false };

  const ids = useMemo(() => pageIds.filter((id) => current.ids.has(id)), [pageIds, current.ids]);
  const pageSelection: PageSelection = current.isAllMatching || (pageIds.length > 0 && ids.length === pageIds.length) ? 'all' : ids.length > 0 ? 'some' : 'none';

  const toggle = useCallback(
    (id: number) =>
      setChosen((before) => {
        const ids = new Set(before.key === listKey ? before.ids : NONE);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { key: listKey, ids, isAllMatching: false };
      }),
    [listKey],
  );
  const togglePage = useCallback(
    () => setChosen({ key: listKey, ids: pageSelection === 'all' ? NONE : new Set(pageIds), isAllMatching: false }),
    [listKey, pageIds, pageSelection],
  );
  const selectAllMatching = useCallback(() => setChosen({ key: listKey, ids: new Set(pageIds), isAllMatching: true }), [listKey, pageIds]);
  const isSelected = useCallback((id: number) => current.isAllMatching || current.ids.has(id), [current.isAllMatching, current.ids]);
  const clear = useCallback(() => setChosen({ key: listKey, ids: NONE, isAllMatching: false }), [listKey]);

  return {
    isSelected,
    ids: current.isAllMatching ? [] : ids,
    isAllMatching: current.isAllMatching,
    count: current.isAllMatching ? totalCount : ids.length,
    pageSelection,
    toggle,
    togglePage,
    selectAllMatching,
    clear,
  };
}
