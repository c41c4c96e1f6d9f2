/** de: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Autor',
  loading: 'Autor wird geladen',
  loadFailed: 'Die Seite des Autors konnte nicht geladen werden.',
  notFoundTitle: 'Autor nicht gefunden',
  notFound: 'Diese Adresse nennt keinen Autor.',
  notFoundNamed: 'Kein veröffentlichter Artikel nennt {{name}} als Autor.',
  back: 'Zurück zum Dashboard',
  institutions: 'Institutionen',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} veröffentlichter Artikel',
  articles_other: '{{count}} veröffentlichte Artikel',
  with: 'Mit',
} as const satisfies AreasCatalog['author'];
