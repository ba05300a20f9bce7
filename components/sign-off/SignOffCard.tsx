'use client';
import Draw from '@mui/icons-material/Draw';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import InfoCard from '@/components/ui/InfoCard';
import { CUSTOMER_SIGN_OFF_TYPE_ID } from '@/constants/photos';
import type { EngineerAssignmentDetails } from '@/contracts/engineerAssignments';
import { formatDateTime } from '@/lib/formatters';
import SignOffDialog from './SignOffDialog';

type SignOffCardProps = { details: EngineerAssignmentDetails; canSignOff: boolean };

/** On the engineer's order while checking out or handing in: the customer's sign-off so far, and "Get sign-off". */
export default function SignOffCard({ details, canSignOff }: SignOffCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  const signed = details.deliverables.find((item) => item.document_type_id === CUSTOMER_SIGN_OFF_TYPE_ID && item.sign_off)?.sign_off ?? null;
  return (
    <InfoCard title="Customer sign-off">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {signed
          ? `Signed by ${signed.signer_name} on ${formatDateTime(signed.signed_at, details.scheduling.timezone)}.`
          : 'The customer signs on your screen when the work is done; the signature is kept with the deliverables.'}
      </Typography>
      {canSignOff && (
        <Button variant="outlined" startIcon={<Draw />} onClick={() => setIsOpen(true)}>
          {signed ? 'Sign again' : 'Get sign-off'}
        </Button>
      )}
      <SignOffDialog assignmentId={details.id} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </InfoCard>
  );
}
