'use client';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import FormTextField from '@/components/ui/FormTextField';

type PasswordFieldProps = Omit<ComponentProps<typeof FormTextField>, 'type'>;

/** A password input with a show/hide toggle: one name, "Show password", pressed while the password shows. */
export default function PasswordField(props: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        onClick={() => setIsVisible((visible) => !visible)}
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
        aria-label="Show password"
        aria-pressed={isVisible}
      >
        {isVisible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
  return <FormTextField {...props} type={isVisible ? 'text' : 'password'} slotProps={{ input: { endAdornment: toggle } }} />;
}
