'use client';
import { useCallback, useEffect, useState } from 'react';
import type { TalentEngineer } from '@/contracts/assignment';
import { getTalentEngineers } from '@/services/companyAssignments';

/** The applicants of an order; null while loading. */
export function useTalentEngineers(assignmentId: number) {
  const [engineers, setEngineers] = useState<TalentEngineer[] | null>(null);
  const load = useCallback(async () => {
    try {
      setEngineers(await getTalentEngineers(assignmentId));
    } catch {
      setEngineers([]);
    }
  }, [assignmentId]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);
  return { engineers, reload: load };
}
