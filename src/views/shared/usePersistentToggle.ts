/** A boolean view preference kept in localStorage (e.g. the collapsed sidebar). Storage failures are ignored. */
import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? fallback : value === 'true';
  } catch {
    return fallback;
  }
}

export function usePersistentToggle(key: string, fallback = false): [boolean, () => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const toggle = useCallback(() => {
    setValue((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Private mode or a full quota: the preference just does not survive a reload.
      }
      return next;
    });
  }, [key]);
  return [value, toggle];
}
