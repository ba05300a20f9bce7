'use client';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { toast } from 'react-toastify';
import { listMailKinds, MAIL_KINDS, type MailKind, type MailSide } from '@/constants';
import FormSection from '@/components/ui/FormSection';
import LoadFailure from '@/components/ui/LoadFailure';
import { readErrorMessage } from '@/store/api/errors';
import { useGetMailPreferencesQuery, useUpdateMailPreferencesMutation } from '@/store/api/mailPreferencesApi';

/** The mails a user of `side` gets about their work orders, each on or off; a change is saved at once. */
export default function MailPreferencesCard({ side }: { side: MailSide }) {
  const preferences = useGetMailPreferencesQuery();
  const [updatePreferences, { isLoading: isSaving }] = useUpdateMailPreferencesMutation();

  const change = async (kind: MailKind, isOn: boolean) => {
    try {
      await updatePreferences({ [kind]: isOn }).unwrap();
      toast.success(`${isOn ? 'Mail turned on' : 'Mail turned off'}: ${MAIL_KINDS[kind].label.toLowerCase()}.`);
    } catch {
      // the API client has shown why; the switch is back where it was
    }
  };

  return (
    <FormSection title="Mail" description="We mail you when something needs your attention. Everything also shows in your notifications.">
      <Box sx={{ mt: 1.5, display: 'grid' }}>
        {preferences.isError ? (
          <LoadFailure message={readErrorMessage(preferences.error)} onRetry={preferences.refetch} />
        ) : (
          listMailKinds(side).map((kind) =>
            preferences.data ? (
              <FormControlLabel
                key={kind}
                label={MAIL_KINDS[kind].label}
                control={<Switch checked={preferences.data[kind]} disabled={isSaving} onChange={(event) => void change(kind, event.target.checked)} />}
              />
            ) : (
              <Skeleton key={kind} width={320} height={38} />
            ),
          )
        )}
      </Box>
    </FormSection>
  );
}
