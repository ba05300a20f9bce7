'use client';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { formatDate, formatFileSize } from '@/lib/formatters';
import type { UserDocument } from '@/contracts/engineerProfile';

type DocumentRowProps = { document: UserDocument; isDownloading: boolean; onDownload: () => void; onDelete: () => void };

/** One stored document: its type, file, size and date, with download and delete. */
export default function DocumentRow({ document, isDownloading, onDownload, onDelete }: DocumentRowProps) {
  return (
    <ListItem
      divider
      secondaryAction={
        <>
          <IconButton title={`Download ${document.file_name}`} aria-label={`Download ${document.file_name}`} onClick={onDownload} disabled={isDownloading}>
            {isDownloading ? <CircularProgress size={20} /> : <FileDownloadOutlined />}
          </IconButton>
          <IconButton edge="end" title={`Delete ${document.file_name}`} aria-label={`Delete ${document.file_name}`} onClick={onDelete}>
            <DeleteOutline />
          </IconButton>
        </>
      }
      sx={{ pr: 12 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <DescriptionOutlined color="action" />
      </ListItemIcon>
      <ListItemText
        primary={document.document_type}
        secondary={`${document.file_name} · ${formatFileSize(document.size_bytes)} · uploaded ${formatDate(document.uploaded_at)}`}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
