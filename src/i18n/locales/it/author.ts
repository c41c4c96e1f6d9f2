/** it: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Autore',
  loading: 'Caricamento dell’autore',
  loadFailed: 'Impossibile caricare la pagina dell’autore.',
  notFoundTitle: 'Autore non trovato',
  notFound: 'Questo indirizzo non indica alcun autore.',
  notFoundNamed: 'Nessun articolo pubblicato indica {{name}} come autore.',
  back: 'Torna alla dashboard',
  institutions: 'Istituzioni',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} articolo pubblicato',
  articles_many: '{{count}} di articoli pubblicati',
  articles_other: '{{count}} articoli pubblicati',
  with: 'Con',
} as const satisfies AreasCatalog['author'];
