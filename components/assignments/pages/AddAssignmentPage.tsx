'use client';
import Box from '@mui/material/Box';
import { useState } from 'react';
import AssignmentForm from '@/components/assignments/form/AssignmentForm';
import PageHeader from '@/components/ui/PageHeader';
import type { WorkOrderRole } from '@/constants';
import { resetDraft } from '@/store/draftAssignmentSlice';
import { useAppStore } from '@/store/hooks';

/** Add New Work Order: the form starts from the stored draft, unless that draft was an edit. */
export default function AddAssignmentPage({ role }: { role: WorkOrderRole }) {
  const store = useAppStore();
  // Once, before the form reads the draft: a left-over edit draft is not a new order.
  useState(() => {
    if (store.getState().draftAssignment.assignment_id !== null) store.dispatch(resetDraft());
  });

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title="Add New Work Order" subtitle="Your draft is kept as you type, so you can come back to it later." />
      <AssignmentForm role={role} />
    </Box>
  );
}
