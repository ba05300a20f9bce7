'use client';
import Box from '@mui/material/Box';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import FormTextField from '@/components/ui/FormTextField';
import AddressSelects from '@/components/ui/AddressSelects';
import { type AssignmentFormValues } from '@/contracts/assignment';
import { LOCATION_TYPE } from '@/constants';
import FormSection from '@/components/ui/FormSection';
import { useGetLocationTypesQuery } from '@/store/api/listsApi';
import RadioChoice from './RadioChoice';

const ADDRESS_NAMES = { country: 'location.country_id', state: 'location.state_id', city: 'location.city_id' };

type LocationType = AssignmentFormValues['location']['location_type'];

/** On site, remote or hybrid; an address unless the work is remote. */
export default function LocationSection() {
  const { data: locationTypes = [] } = useGetLocationTypesQuery();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<AssignmentFormValues>();
  const typeField = useController({ control, name: 'location.location_type' });
  const locationType = useWatch({ control, name: 'location.location_type' });
  const isRemote = locationType === LOCATION_TYPE.REMOTE;
  const options = locationTypes.map((type) => ({ value: type.id as NonNullable<LocationType>, label: type.name }));

  return (
    <FormSection title="Location" description="Where the engineer does the work.">
      {options.length > 0 && (
        <RadioChoice
          label="Location type"
          value={typeField.field.value ?? LOCATION_TYPE.ON_SITE}
          options={options}
          onChange={typeField.field.onChange}
          error={typeField.fieldState.error?.message}
        />
      )}
      {!isRemote && (
        <>
          <FormTextField label="Street address" required registration={register('location.address_line1')} fieldError={errors.location?.address_line1} />
          <FormTextField label="Address line 2" registration={register('location.address_line2')} fieldError={errors.location?.address_line2} helperText="Suite, floor, building (optional)." />
          <AddressSelects names={ADDRESS_NAMES} isRequired />
          <Box sx={{ maxWidth: { sm: 240 } }}>
            <FormTextField label="ZIP / postal code" registration={register('location.zip')} fieldError={errors.location?.zip} />
          </Box>
        </>
      )}
    </FormSection>
  );
}
