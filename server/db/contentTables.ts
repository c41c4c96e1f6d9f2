/** Kysely table interfaces of the content: subjects, institutions, sections, articles, videos, quizzes. */
export interface ContentTables {}
