'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import FormSection from '@/components/ui/FormSection';
import SelectField from '@/components/ui/SelectField';
import ListAutocomplete from '@/components/ui/ListAutocomplete';
import SubmitButton from '@/components/ui/SubmitButton';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { addLanguageSchema, type AddLanguageInput, type UserLanguage } from '@/contracts/engineerProfile';
import { useAddUserLanguageMutation, useDeleteUserLanguageMutation, useGetUserLanguagesQuery, useUpdateUserLanguageMutation } from '@/store/api/engineerProfileApi';
import { useGetFluencyLevelsQuery, useGetLanguagesQuery } from '@/store/api/listsApi';
import PartBody from './PartBody';
import { saveProfileForm } from './saveProfileForm';
import { PROFILE_SECTIONS } from './sectionAnchors';

type AddLanguage = z.output<typeof addLanguageSchema>;

const emptyValues: AddLanguageInput = { language_id: null, fluency_level_id: null };

/** The languages the engineer speaks, each with a fluency level. `onChange` follows each save. */
export default function LanguagesSection({ onChange }: { onChange?: () => void }) {
  const part = useGetUserLanguagesQuery();
  const languages = useGetLanguagesQuery();
  const fluencyLevels = useGetFluencyLevelsQuery();
  const [addUserLanguage] = useAddUserLanguageMutation();
  const [deleteUserLanguage, removal] = useDeleteUserLanguageMutation();
  const [updateUserLanguage, fluencyChange] = useUpdateUserLanguageMutation();
  const [removing, setRemoving] = useState<UserLanguage | null>(null);

  const form = useForm<AddLanguageInput, unknown, AddLanguage>({ resolver: zodResolver(addLanguageSchema), defaultValues: emptyValues });
  const language = useController({ control: form.control, name: 'language_id' });
  const known = part.data ?? [];
  const choices = (languages.data ?? []).filter((item) => !known.some((row) => row.language_id === item.id));

  const add = (values: AddLanguage) =>
    saveProfileForm(addUserLanguage(values).unwrap(), {
      fields: ['language_id', 'fluency_level_id'],
      setError: form.setError,
      message: 'The language has been added to your profile.',
      onSaved: () => {
        form.reset(emptyValues);
        onChange?.();
      },
    });

  const changeFluency = async (row: UserLanguage, fluencyLevelId: number) => {
    try {
      await updateUserLanguage({ id: row.id, fluency_level_id: fluencyLevelId }).unwrap();
      toast.success(`${row.language}: fluency changed.`);
    } catch {
      // Shown by the API client; the select shows the stored fluency again.
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteUserLanguage(removing.id).unwrap();
      onChange?.();
      toast.success(`${removing.language} has been removed from your profile.`);
      setRemoving(null);
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <FormSection title={PROFILE_SECTIONS.languages} description="Languages you can work in, and how well.">
      <PartBody query={part} rows={2}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No languages yet.
            </Typography>
          ) : (
            <List dense aria-label="Your languages">
              {rows.map((row) => (
                <ListItem
                  key={row.id}
                  divider
                  secondaryAction={
                    <IconButton edge="end" title={`Remove ${row.language}`} aria-label={`Remove ${row.language}`} onClick={() => setRemoving(row)}>
                      <DeleteOutline />
                    </IconButton>
                  }
                >
                  <ListItemText primary={row.language} />
                  <TextField
                    select
                    size="small"
                    label={`${row.language} fluency`}
                    value={fluencyLevels.data ? row.fluency_level_id : ''}
                    disabled={fluencyChange.isLoading || !fluencyLevels.data}
                    onChange={(event) => void changeFluency(row, Number(event.target.value))}
                    sx={{ minWidth: { xs: 150, sm: 200 }, mr: 5 }}
                  >
                    {(fluencyLevels.data ?? []).map((level) => (
                      <MenuItem key={level.id} value={level.id}>
                        {level.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </ListItem>
              ))}
            </List>
          )
        }
      </PartBody>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(add)} onKeyDown={preventEnterSubmit} aria-label="Add a language">
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, alignItems: 'start' }}>
            <ListAutocomplete
              label="Language"
              options={choices}
              isLoading={languages.isLoading}
              value={language.field.value as number | null}
              onChange={language.field.onChange}
              onBlur={language.field.onBlur}
              inputRef={language.field.ref}
              error={language.fieldState.error?.message}
            />
            <SelectField<AddLanguageInput> name="fluency_level_id" label="Fluency" options={fluencyLevels.data ?? []} />
          </Box>
          <SubmitButton isSubmitting={form.formState.isSubmitting} fullWidth={false} size="medium" variant="outlined" sx={{ mt: 1 }}>
            Add language
          </SubmitButton>
        </form>
      </FormProvider>
      <ConfirmDialog
        isOpen={Boolean(removing)}
        title="Remove this language?"
        message={removing ? `${removing.language} (${removing.fluency_level}) will no longer show on your profile.` : ''}
        confirmLabel="Remove"
        isDestructive
        isBusy={removal.isLoading}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </FormSection>
  );
}
