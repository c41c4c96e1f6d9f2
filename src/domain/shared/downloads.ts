/** What a download says when it ends (ADR 174). */
export const DOWNLOAD_MESSAGES = {
  downloaded: (fileName: string) => `${fileName} downloaded`,
} as const;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count as people read it: 512 B, 12.5 KB, 3.1 MB (powers of 1024, one decimal under 100). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}
