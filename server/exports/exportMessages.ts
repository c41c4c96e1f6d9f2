/** Messages of the export, import and rebuild routes (verbatim in `content.message`). */
export const EXPORT_MESSAGES = {
  quizNotFound: 'Quiz not found',
  institutionNotFound: 'Institution not found',
  sectionNotFound: 'Section not found',
  noAccess: 'You have no access to quizzes based on your subscription level.',
  buildFailed: (format: string) => `The ${format} package could not be built. Please try again.`,
} as const;
