/** nl: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Auteur',
  loading: 'Auteur laden',
  loadFailed: 'De pagina van de auteur kon niet worden geladen.',
  notFoundTitle: 'Auteur niet gevonden',
  notFound: 'Dit adres noemt geen auteur.',
  notFoundNamed: 'Geen enkel gepubliceerd artikel noemt {{name}} als auteur.',
  back: 'Terug naar het dashboard',
  institutions: 'Instellingen',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} gepubliceerd artikel',
  articles_other: '{{count}} gepubliceerde artikelen',
  with: 'Met',
} as const satisfies AreasCatalog['author'];
