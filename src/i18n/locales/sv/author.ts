/** sv: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Författare',
  loading: 'Läser in författaren',
  loadFailed: 'Författarens sida kunde inte läsas in.',
  notFoundTitle: 'Författaren hittades inte',
  notFound: 'Den här adressen pekar inte ut någon författare.',
  notFoundNamed: 'Ingen publicerad artikel anger {{name}} som författare.',
  back: 'Tillbaka till översikten',
  institutions: 'Institutioner',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} publicerad artikel',
  articles_other: '{{count}} publicerade artiklar',
  with: 'Med',
} as const satisfies AreasCatalog['author'];
