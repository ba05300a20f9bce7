'use client';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import type { AssignmentFormValues } from '@/contracts/assignment';
import FormSection from '@/components/ui/FormSection';
import SelectField from '@/components/ui/SelectField';
import { useGetCategoriesQuery, useGetJobTitlesQuery, useGetSkillsQuery } from '@/store/api/listsApi';

/** Title, category, description, wanted skills and job title. */
export default function BasicInfoSection() {
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: skills = [] } = useGetSkillsQuery();
  const { data: jobTitles = [] } = useGetJobTitlesQuery();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<AssignmentFormValues>();
  const skillField = useController({ control, name: 'basic_info.skill_ids' });
  const skillIds = skillField.field.value ?? [];
  const chosenSkills = skills.filter((skill) => skillIds.includes(skill.id));

  return (
    <FormSection title="Basic information" description="What needs doing, and who is the right person for it.">
      <FormTextField label="Title" required registration={register('basic_info.title')} fieldError={errors.basic_info?.title} />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField<AssignmentFormValues> name="basic_info.category_id" label="Category" options={categories} required />
        <SelectField<AssignmentFormValues> name="basic_info.job_title_id" label="Job title wanted" options={jobTitles} emptyLabel="Any job title" />
      </Box>
      <FormTextField
        label="Description"
        required
        multiline
        minRows={4}
        registration={register('basic_info.description')}
        fieldError={errors.basic_info?.description}
        helperText="Scope of work, site access, equipment to bring."
      />
      <Autocomplete
        multiple
        options={skills}
        value={chosenSkills}
        onChange={(_event, chosen) => skillField.field.onChange(chosen.map((skill) => skill.id))}
        onBlur={skillField.field.onBlur}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        filterSelectedOptions
        renderInput={(params) => (
          <TextField
            {...params}
            label="Skills"
            inputRef={skillField.field.ref}
            error={Boolean(skillField.fieldState.error)}
            helperText={skillField.fieldState.error?.message ?? 'Choose the skills the engineer needs.'}
          />
        )}
      />
    </FormSection>
  );
}
