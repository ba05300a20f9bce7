'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { toast } from 'react-toastify';
import SubmitButton from '@/components/ui/SubmitButton';
import { readBrowserPosition } from '@/components/my-work/readBrowserPosition';
import { SIGNER_NAME_MAX_LENGTH } from '@/constants/photos';
import { signerNameField } from '@/contracts/signOff';
import { canvasToPng, fitCanvasToScreen, writeTypedSignature } from './signatureCanvas';
import { useRunOrQueue } from '@/components/offline/useRunOrQueue';
import { onSiteRequests } from '@/store/api/onSiteRequests';
import { useSubmitSignOff } from './useSubmitSignOff';

type SignOffDialogProps = { assignmentId: number; isOpen: boolean; onClose: () => void };

/** How long saving waits for the browser's position (often cached from check-in) before going on without it. */
const POSITION_WAIT_MS = 3000;

/**
 * The customer signs on the engineer's screen (finger, stylus or mouse), types their name and
 * the signature is saved as the order's Customer Sign-off. The typed name is required: it says
 * who signed, and for someone who cannot draw it is written on the pad as the signature.
 */
export default function SignOffDialog({ assignmentId, isOpen, onClose }: SignOffDialogProps) {
  const padRef = useRef<SignaturePad | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [hasDrawing, setHasDrawing] = useState(false);
  const { submitSignOff, isSubmitting } = useSubmitSignOff();
  const runOrQueue = useRunOrQueue();

  // The pad lives while the dialog is open; it is sized to the screen when the canvas is laid out and again on resize (turning the phone).
  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
    padRef.current?.off();
    padRef.current = null;
    if (!canvas) return;
    fitCanvasToScreen(canvas);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(0, 0, 0)' });
    pad.addEventListener('endStroke', () => setHasDrawing(true));
    pad.clear();
    padRef.current = pad;
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const resize = () => {
      const canvas = canvasRef.current;
      const pad = padRef.current;
      if (!canvas || !pad) return;
      const strokes = pad.toData();
      fitCanvasToScreen(canvas);
      pad.clear();
      pad.fromData(strokes);
    };
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [isOpen]);

  const clear = () => {
    padRef.current?.clear();
    setHasDrawing(false);
  };

  const close = () => {
    setName('');
    setNameError(null);
    setHasDrawing(false);
    onClose();
  };

  const save = async () => {
    const parsed = signerNameField.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0].message);
      return;
    }
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad) return;
    const signedAt = new Date();
    if (pad.isEmpty()) writeTypedSignature(canvas, parsed.data);
    try {
      const png = await canvasToPng(canvas);
      const position = await readBrowserPosition(POSITION_WAIT_MS);
      const signOff = { png, name: parsed.data, signedAt, position };
      // Without signal it is kept on the phone and sent when the connection returns (the queue says so).
      const run = await runOrQueue((once) => submitSignOff(assignmentId, signOff, once), { kind: 'signOff', orderId: assignmentId, request: onSiteRequests.signOff(assignmentId, signOff), position });
      if (!run.isQueued) toast.success(run.result);
      close();
    } catch {
      // Shown by the API client; the dialog stays to try again.
      if (!hasDrawing) pad.clear();
    }
  };

  return (
    <Dialog open={isOpen} onClose={isSubmitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="sign-off-title" aria-describedby="sign-off-help">
      <DialogTitle id="sign-off-title">Customer sign-off</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
      <DialogContent>
        <DialogContentText id="sign-off-help">
          Hand the screen to the customer: they sign in the box with a finger, stylus or mouse, and type their name.
        </DialogContentText>
        <Box sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: '#fff' }}>
          <canvas
            ref={attachCanvas}
            role="img"
            aria-label="Signature pad"
            aria-describedby="sign-off-keyboard-note"
            style={{ display: 'block', width: '100%', height: 200, touchAction: 'none', cursor: 'crosshair' }}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
          <Typography id="sign-off-keyboard-note" variant="caption" color="text.secondary">
            Cannot draw? Leave the box empty: the typed name is then the signature.
          </Typography>
          <Button size="small" onClick={clear} disabled={!hasDrawing || isSubmitting}>
            Clear signature
          </Button>
        </Box>
        <TextField
          label="Customer’s name"
          required
          fullWidth
          margin="normal"
          value={name}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: SIGNER_NAME_MAX_LENGTH } }}
          error={Boolean(nameError)}
          helperText={nameError ?? 'The name of the person signing, as they write it.'}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isSubmitting} color="inherit">
          Cancel
        </Button>
        <SubmitButton isSubmitting={isSubmitting} fullWidth={false} size="medium">
          Save sign-off
        </SubmitButton>
      </DialogActions>
      </form>
    </Dialog>
  );
}
