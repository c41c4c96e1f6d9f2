/** nb: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Forfatter',
  loading: 'Laster inn forfatteren',
  loadFailed: 'Forfatterens side kunne ikke lastes inn.',
  notFoundTitle: 'Fant ikke forfatteren',
  notFound: 'Denne adressen viser ikke til noen forfatter.',
  notFoundNamed: 'Ingen publiserte artikler oppgir {{name}} som forfatter.',
  back: 'Tilbake til oversikten',
  institutions: 'Institusjoner',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} publisert artikkel',
  articles_other: '{{count}} publiserte artikler',
  with: 'Med',
} as const satisfies AreasCatalog['author'];
