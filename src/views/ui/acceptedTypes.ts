/** The extensions of an `accept` list as people read them: '.png,image/png' → 'PNG'. */
export const extensionsOf = (accept: string | undefined): string =>
  (accept ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith('.'))
    .map((entry) => entry.slice(1).toUpperCase())
    .join(', ');
