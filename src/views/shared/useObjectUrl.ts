/**
 * An address the page can show a chosen file at (an image to crop), made while the file is there and revoked when
 * the file changes or the component goes, so no file stays held in memory.
 */
import { useEffect, useMemo } from 'react';

export function useObjectUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
