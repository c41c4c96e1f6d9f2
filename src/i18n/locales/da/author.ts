/** da: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Forfatter',
  loading: 'Indlæser forfatteren',
  loadFailed: 'Forfatterens side kunne ikke indlæses.',
  notFoundTitle: 'Forfatteren blev ikke fundet',
  notFound: 'Denne adresse henviser ikke til nogen forfatter.',
  notFoundNamed: 'Ingen udgivne artikler angiver {{name}} som forfatter.',
  back: 'Tilbage til oversigten',
  institutions: 'Institutioner',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} udgivet artikel',
  articles_other: '{{count}} udgivne artikler',
  with: 'Med',
} as const satisfies AreasCatalog['author'];
