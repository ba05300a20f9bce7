'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormProvider, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import SubmitButton from '@/components/ui/SubmitButton';
import { applyFieldErrors } from '@/components/ui/applyFieldErrors';
import { preventEnterSubmit } from '@/components/ui/preventEnterSubmit';
import { createCustomerSchema, updateCustomerDetailsSchema, type Customer } from '@/contracts/company';
import { useCreateCustomerMutation, useUpdateCustomerDetailsMutation } from '@/store/api/companyApi';
import UserFormFields from './UserFormFields';

const editSchema = updateCustomerDetailsSchema.omit({ customer_id: true });
type CreateValues = z.input<typeof createCustomerSchema>;
type CreateInput = z.output<typeof createCustomerSchema>;
type EditValues = z.input<typeof editSchema>;
type EditInput = z.output<typeof editSchema>;

type UserDialogProps = {
  /** The user being edited; null to create a new one. */
  customer: Customer | null;
  isOpen: boolean;
  /** Also called once saved; the user list refreshes itself. */
  onClose: () => void;
};

/** Creates a customer (with a password) or edits one's name, email and phone. */
export default function UserDialog({ customer, isOpen, onClose }: UserDialogProps) {
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="sm" fullWidth>
      {/* Keyed so each opening starts from the user's current values. */}
      {isOpen && customer === null && <CreateUserForm key="new" onClose={onClose} />}
      {isOpen && customer !== null && <EditUserForm key={customer.customer_id} customer={customer} onClose={onClose} />}
    </Dialog>
  );
}

type FormActions = { onClose: () => void };

function CreateUserForm({ onClose }: FormActions) {
  const [createCustomer] = useCreateCustomerMutation();
  const form = useForm<CreateValues, unknown, CreateInput>({
    resolver: zodResolver(createCustomerSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '' },
  });
  const save = async (values: CreateInput) => {
    try {
      toast.success((await createCustomer(values).unwrap()).message);
      onClose();
    } catch (error) {
      applyFieldErrors(error, ['first_name', 'last_name', 'email', 'phone', 'password'], form.setError);
    }
  };
  return <UserDialogFrame form={form} title="Add user" submitLabel="Add user" withPassword onSubmit={save} onClose={onClose} />;
}

function EditUserForm({ customer, onClose }: FormActions & { customer: Customer }) {
  const [updateCustomerDetails] = useUpdateCustomerDetailsMutation();
  const form = useForm<EditValues, unknown, EditInput>({
    resolver: zodResolver(editSchema),
    defaultValues: { first_name: customer.first_name, last_name: customer.last_name, email: customer.email, phone: customer.phone ?? '' },
  });
  const save = async (values: EditInput) => {
    try {
      toast.success((await updateCustomerDetails({ ...values, customer_id: customer.customer_id }).unwrap()).message);
      onClose();
    } catch (error) {
      applyFieldErrors(error, ['first_name', 'last_name', 'email', 'phone'], form.setError);
    }
  };
  return <UserDialogFrame form={form} title={`Edit ${customer.name}`} submitLabel="Save changes" onSubmit={save} onClose={onClose} />;
}

type FrameProps<T extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<T, unknown, Out>;
  title: string;
  submitLabel: string;
  withPassword?: boolean;
  onSubmit: (values: Out) => Promise<void>;
  onClose: () => void;
};

function UserDialogFrame<T extends FieldValues, Out extends FieldValues>({ form, title, submitLabel, withPassword, onSubmit, onClose }: FrameProps<T, Out>) {
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} onKeyDown={preventEnterSubmit} aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <UserFormFields withPassword={withPassword} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
            Close
          </Button>
          <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium">
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
