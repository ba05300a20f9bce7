'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { toast } from 'react-toastify';

type SecretRevealProps = {
  title: string;
  /** What the value is for and where it goes. */
  intro: string;
  label: string;
  value: string;
  onDone: () => void;
};

/**
 * The step of a dialog that shows a key or signing secret once: the whole value to select or copy,
 * and a plain warning that it cannot be shown again.
 */
export default function SecretReveal({ title, intro, label, value, onDone }: SecretRevealProps) {
  const fieldId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied.`);
    } catch {
      toast.error('Could not copy. Select the text and copy it yourself.');
    }
  };
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: you won’t see it again. If you lose it, create a new one.
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
          <TextField
            id={fieldId}
            label={label}
            value={value}
            fullWidth
            multiline
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
            Copy
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onDone}>
          I have copied it
        </Button>
      </DialogActions>
    </>
  );
}
