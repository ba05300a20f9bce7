'use client';
import Box from '@mui/material/Box';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetCitiesQuery, useGetCountriesQuery, useGetStatesQuery } from '@/store/api/listsApi';
import ListAutocomplete from './ListAutocomplete';

export type AddressFieldNames = { country: string; state: string; city: string };

type AddressSelectsProps = { names: AddressFieldNames; isRequired?: boolean; disabled?: boolean };

/** Where a state has thousands of cities, the list shows this many matches at a time. */
const CITY_MATCH_LIMIT = 200;

/**
 * Country → state → city, each loaded for the choice above it (/country, /states?country_id,
 * /city?state_id). Changing a choice clears the ones below it. Lives inside a FormProvider.
 */
export default function AddressSelects({ names, isRequired, disabled }: AddressSelectsProps) {
  const { control, setValue } = useFormContext();
  const country = useController({ control, name: names.country });
  const state = useController({ control, name: names.state });
  const city = useController({ control, name: names.city });
  const countryId = useWatch({ control, name: names.country }) as number | null | undefined;
  const stateId = useWatch({ control, name: names.state }) as number | null | undefined;

  const countries = useGetCountriesQuery();
  const states = useGetStatesQuery(countryId ? Number(countryId) : skipToken);
  const cities = useGetCitiesQuery(stateId ? Number(stateId) : skipToken);

  const clear = (name: string) => setValue(name, null, { shouldDirty: true });

  return (
    <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <ListAutocomplete
        label="Country"
        required={isRequired}
        disabled={disabled}
        options={countries.data ?? []}
        isLoading={countries.isFetching}
        value={country.field.value}
        inputRef={country.field.ref}
        onBlur={country.field.onBlur}
        error={country.fieldState.error?.message}
        onChange={(id) => {
          country.field.onChange(id);
          clear(names.state);
          clear(names.city);
        }}
      />
      <ListAutocomplete
        label="State"
        required={isRequired}
        disabled={disabled || !countryId}
        options={states.data ?? []}
        isLoading={states.isFetching}
        value={state.field.value}
        inputRef={state.field.ref}
        onBlur={state.field.onBlur}
        error={state.fieldState.error?.message}
        onChange={(id) => {
          state.field.onChange(id);
          clear(names.city);
        }}
      />
      <ListAutocomplete
        label="City"
        required={isRequired}
        disabled={disabled || !stateId}
        options={cities.data ?? []}
        isLoading={cities.isFetching}
        limit={CITY_MATCH_LIMIT}
        value={city.field.value}
        inputRef={city.field.ref}
        onBlur={city.field.onBlur}
        error={city.fieldState.error?.message}
        onChange={(id) => city.field.onChange(id)}
      />
    </Box>
  );
}
