import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/test/renderWithProviders';
import SelectField from './SelectField';

afterEach(cleanup);

function Form() {
  const form = useForm<{ category_id: number | null }>({ defaultValues: { category_id: null } });
  return (
    <main>
      <FormProvider {...form}>
        <SelectField<{ category_id: number | null }> name="category_id" label="Category" options={[{ id: 1, name: 'Networking' }]} />
      </FormProvider>
    </main>
  );
}

describe('SelectField', () => {
  it('opens its list inside the page’s main landmark, not in a portal at the end of the body', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.getByRole('main')).toContainElement(await screen.findByRole('listbox'));
    await user.click(screen.getByRole('option', { name: 'Networking' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Networking');
  });
});
