import { useState } from 'react';
import { prepareImageForUpload, type PreparedImage } from './prepareImageForUpload';

/**
 * A chosen file made ready to upload (photos resized and compressed, see prepareImageForUpload),
 * with whether that is still under way. A photo the browser cannot decode goes as it was chosen:
 * the server judges it.
 */
export function usePreparedImage({ keepLocation }: { keepLocation: boolean }) {
  const [prepared, setPrepared] = useState<PreparedImage | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);

  const prepare = async (file: File): Promise<PreparedImage> => {
    setIsPreparing(true);
    try {
      const result = await prepareImageForUpload(file, { keepLocation }).catch(() => ({ file, originalBytes: file.size, preparedBytes: file.size }));
      setPrepared(result);
      return result;
    } finally {
      setIsPreparing(false);
    }
  };

  return { prepared, isPreparing, prepare, clear: () => setPrepared(null) };
}
