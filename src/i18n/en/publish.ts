/** The publisher's desk's strings (ADR 314). */
export const publish = {
  title: 'Publish',
} as const;
