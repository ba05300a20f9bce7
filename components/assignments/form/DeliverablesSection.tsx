'use client';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import type { AssignmentFormValues } from '@/contracts/assignment';
import FormSection from '@/components/ui/FormSection';
import SelectField from '@/components/ui/SelectField';
import { useGetDeliverableDocumentTypesQuery } from '@/store/api/listsApi';

/** What the engineer must hand in before completing: a list of named documents. */
export default function DeliverablesSection() {
  const { data: documentTypes = [] } = useGetDeliverableDocumentTypesQuery();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<AssignmentFormValues>();
  // keyName: deliverables carry their own `id` (existing ones, when editing).
  const { fields, append, remove } = useFieldArray({ control, name: 'deliverables', keyName: 'key' });

  return (
    <FormSection title="Deliverables" description="Photos, sign-offs or reports the engineer must upload before completing.">
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No deliverables yet.
        </Typography>
      )}
      {fields.map((field, index) => (
        <Box
          key={field.key}
          role="group"
          aria-label={`Deliverable ${index + 1}`}
          sx={{ display: 'grid', gap: { sm: 2 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: '2fr 1.5fr auto auto' }, borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider', pb: { xs: 1, sm: 0 } }}
        >
          <FormTextField label="Deliverable name" required registration={register(`deliverables.${index}.name`)} fieldError={errors.deliverables?.[index]?.name} />
          <SelectField<AssignmentFormValues> name={`deliverables.${index}.document_type_id`} label="Document type" options={documentTypes} required />
          <Controller
            control={control}
            name={`deliverables.${index}.is_required`}
            render={({ field: switchField }) => (
              <FormControlLabel
                label="Required"
                control={<Switch checked={switchField.value ?? true} onChange={(event) => switchField.onChange(event.target.checked)} slotProps={{ input: { ref: switchField.ref } }} />}
              />
            )}
          />
          <IconButton aria-label={`Remove deliverable ${index + 1}`} onClick={() => remove(index)} sx={{ justifySelf: { xs: 'end', sm: 'center' } }}>
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      {typeof errors.deliverables?.message === 'string' && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {errors.deliverables.message}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} variant="outlined" sx={{ mt: 2 }} onClick={() => append({ name: '', document_type_id: null as unknown as number, is_required: true })}>
        Add deliverable
      </Button>
    </FormSection>
  );
}
