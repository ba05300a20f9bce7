'use client';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import FormTextField from './FormTextField';

type PasswordFieldProps = Omit<ComponentProps<typeof FormTextField>, 'type'>;

/** A password input with a show/hide toggle. */
export default function PasswordField(props: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        onClick={() => setIsVisible((visible) => !visible)}
        onMouseDown={(event) => event.preventDefault()}
        edge="end"
        title={isVisible ? 'Hide' : 'Show'}
        aria-pressed={isVisible}
      >
        {isVisible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
  return <FormTextField {...props} type={isVisible ? 'text' : 'password'} slotProps={{ input: { endAdornment: toggle } }} />;
}
