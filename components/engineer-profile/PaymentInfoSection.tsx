'use client';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import FormSection from '@/components/ui/FormSection';
import { formatDate } from '@/lib/formatters';
import type { PaymentInfoView } from '@/contracts/engineerProfile';
import { useGetPaymentInfoQuery } from '@/store/api/engineerProfileApi';
import { useGetPaymentMethodsQuery } from '@/store/api/listsApi';
import PartBody from './PartBody';
import PaymentInfoForm from './PaymentInfoForm';
import { PROFILE_SECTIONS } from './sectionAnchors';

function SavedPaymentInfo({ info }: { info: PaymentInfoView }) {
  const rows: [string, string | null][] = [
    ['Payment method', info.payment_method],
    ['Account holder', info.account_holder],
    ['Account', info.account_identifier],
    ['Bank', info.bank_name],
    ['Routing code', info.routing_code],
    ['Last updated', formatDate(info.updated_at)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, mt: 2, mb: 0 }}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** Where the engineer is paid: the saved details (account masked by the API), and a form to change them. `onChange` follows each save. */
export default function PaymentInfoSection({ onChange }: { onChange?: () => void }) {
  const part = useGetPaymentInfoQuery();
  const methods = useGetPaymentMethodsQuery();
  const [isEditing, setIsEditing] = useState(false);
  const saved = part.data ?? null;

  const action =
    saved && !isEditing ? (
      <Button size="small" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
        Edit
      </Button>
    ) : undefined;

  return (
    <FormSection title={PROFILE_SECTIONS.payment} description="How companies pay you once work is approved." action={action}>
      <PartBody query={part} rows={3}>
        {(info) =>
          info && !isEditing ? (
            <SavedPaymentInfo info={info} />
          ) : (
            <PaymentInfoForm
              saved={info}
              methods={methods.data ?? []}
              onSaved={() => {
                setIsEditing(false);
                onChange?.();
              }}
              onCancel={info ? () => setIsEditing(false) : undefined}
            />
          )
        }
      </PartBody>
    </FormSection>
  );
}
