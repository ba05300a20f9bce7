import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

type UploadProgressProps = {
  /** 0–100 while a file uploads; null shows nothing. */
  percent: number | null;
  /** The bar's accessible name. */
  label?: string;
  sx?: SxProps<Theme>;
};

/** A file upload's bar and percentage while it is sent. */
export default function UploadProgress({ percent, label = 'Upload progress', sx }: UploadProgressProps) {
  if (percent === null) return null;
  return (
    <Box sx={sx}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="caption" color="text.secondary">
        Uploading… {percent}%
      </Typography>
    </Box>
  );
}
