/** The Methods Collections area's strings. */
export const collections = {
  title: 'Methods Collections',
} as const;
