'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import FormTextField from '@/components/ui/FormTextField';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { API_KEY_LIMITS, API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPES, type ApiKeyScope } from '@/constants';
import { createApiKeySchema, type CreatedApiKey } from '@/contracts/apiKeys';
import { useCreateApiKeyMutation } from '@/store/api/apiKeysApi';
import SecretReveal from './SecretReveal';

type Values = z.input<typeof createApiKeySchema>;
type Input = z.output<typeof createApiKeySchema>;

/** Creates a key with a name and scopes, then shows it once; closing it returns focus to "Create key". */
export default function CreateApiKeyDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    // Once the key shows, only "I have copied it" closes the dialog: a stray click outside would lose it.
    <Dialog open={isOpen} onClose={created ? undefined : onClose} maxWidth="sm" fullWidth scroll="paper" slotProps={{ transition: { onExited: () => setCreated(null) } }}>
      {isOpen && !created && <CreateKeyForm onCreated={setCreated} onClose={onClose} />}
      {created && (
        <SecretReveal
          title={`Your key “${created.name}”`}
          intro="Send it as “Authorization: Bearer <key>” from your own system. It can do what its scopes and your role allow."
          label="API key"
          value={created.key}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function CreateKeyForm({ onCreated, onClose }: { onCreated: (key: CreatedApiKey) => void; onClose: () => void }) {
  const [createApiKey] = useCreateApiKeyMutation();
  const form = useForm<Values, unknown, Input>({ resolver: zodResolver(createApiKeySchema), defaultValues: { name: '', scopes: [] } });
  const { isSubmitting, errors } = form.formState;
  const save = async (values: Input) => {
    try {
      const { message, data } = await createApiKey(values).unwrap();
      toast.success(message);
      onCreated(data);
    } catch (error) {
      // The API client has shown the message; field errors go on their fields, the input stays.
      applyFieldErrors(error, ['name', 'scopes'], form.setError);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} onKeyDown={preventEnterSubmit} aria-label="Create API key" style={{ display: 'contents' }}>
      <DialogTitle>Create API key</DialogTitle>
      <DialogContent dividers>
        <FormTextField
          label="Name"
          required
          autoFocus
          autoComplete="off"
          helperText="What uses it, e.g. “Dispatch system”."
          slotProps={{ htmlInput: { maxLength: API_KEY_LIMITS.nameMaxLength } }}
          registration={form.register('name')}
          fieldError={errors.name}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => {
            const picked = new Set(field.value);
            const toggle = (scope: ApiKeyScope, isOn: boolean) => field.onChange(API_KEY_SCOPES.filter((each) => (each === scope ? isOn : picked.has(each))));
            return (
              <FormControl component="fieldset" error={Boolean(errors.scopes)} sx={{ mt: 2 }}>
                <FormLabel component="legend">Scopes</FormLabel>
                <FormGroup>
                  {API_KEY_SCOPES.map((scope, index) => (
                    <FormControlLabel
                      key={scope}
                      sx={{ alignItems: 'flex-start', mt: 1 }}
                      control={<Checkbox checked={picked.has(scope)} onChange={(event) => toggle(scope, event.target.checked)} slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} sx={{ pt: 0 }} />}
                      label={
                        <>
                          <Typography component="span" sx={{ fontFamily: 'monospace', display: 'block' }}>
                            {scope}
                          </Typography>
                          <Typography component="span" variant="body2" color="text.secondary">
                            {API_KEY_SCOPE_DESCRIPTIONS[scope]}
                          </Typography>
                        </>
                      }
                    />
                  ))}
                </FormGroup>
                {errors.scopes && <FormHelperText>{errors.scopes.message}</FormHelperText>}
              </FormControl>
            );
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium">
          Create key
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
