/** The Faculty Resources area's strings. */
export const facultyResources = {
  title: 'Faculty Resources',
} as const;
