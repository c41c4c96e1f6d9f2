/** The author pages' strings. */
export const author = {
  title: 'Author',
} as const;
