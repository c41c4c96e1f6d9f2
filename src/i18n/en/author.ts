/** The author pages' strings (ADR 318). */
export const author = {
  title: 'Author',
  loading: 'Loading the author',
  loadFailed: "The author's page could not be loaded.",
  notFoundTitle: 'Author not found',
  notFound: 'This address names no author.',
  notFoundNamed: 'No published article lists {{name}} as an author.',
  back: 'Back to the dashboard',
  institutions: 'Institutions',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} published article',
  articles_other: '{{count}} published articles',
  with: 'With',
} as const;
