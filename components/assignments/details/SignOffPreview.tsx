'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AssignmentDetails } from '@/contracts/assignment';
import { formatDateTime } from '@/lib/formatters';
import { useDownloadDeliverableFileMutation } from '@/store/api/companyLifecycleApi';

type SignOff = NonNullable<AssignmentDetails['deliverables'][number]['sign_off']>;
type SignOffPreviewProps = { deliverableId: number; signOff: SignOff; timezone: string };

/** The customer's signature as they drew it, with their name and when they signed. The file is private: it is fetched with the user's token. */
export default function SignOffPreview({ deliverableId, signOff, timezone }: SignOffPreviewProps) {
  const [downloadFile] = useDownloadDeliverableFileMutation();
  const [imageUrl, setImageUrl] = useState<string | null>(null);

  useEffect(() => {
    let url: string | null = null;
    let isCurrent = true;
    downloadFile(deliverableId)
      .unwrap()
      .then((objectUrl) => {
        url = objectUrl;
        if (isCurrent) setImageUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      })
      .catch(() => undefined); // the API client has shown why
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [deliverableId, downloadFile]);

  return (
    <Box sx={{ flexBasis: '100%', pl: { sm: 4.5 } }}>
      {imageUrl && (
        // A blob: URL of a private file; next/image cannot optimise it.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={imageUrl}
          alt={`Signature of ${signOff.signer_name}`}
          style={{ display: 'block', maxWidth: '100%', width: 320, height: 'auto', border: '1px solid rgba(0, 0, 0, 0.12)', borderRadius: 4, background: '#fff' }}
        />
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Signed by <strong>{signOff.signer_name}</strong> on {formatDateTime(signOff.signed_at, timezone)}
        {signOff.latitude !== null && signOff.longitude !== null && ` at ${signOff.latitude.toFixed(5)}, ${signOff.longitude.toFixed(5)}`}
      </Typography>
    </Box>
  );
}
