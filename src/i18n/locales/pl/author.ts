/** pl: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Autor',
  loading: 'Wczytywanie autora',
  loadFailed: 'Nie udało się wczytać strony autora.',
  notFoundTitle: 'Nie znaleziono autora',
  notFound: 'Ten adres nie wskazuje żadnego autora.',
  notFoundNamed: 'Żaden opublikowany artykuł nie wymienia {{name}} jako autora.',
  back: 'Powrót do pulpitu',
  institutions: 'Instytucje',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} opublikowany artykuł',
  articles_few: '{{count}} opublikowane artykuły',
  articles_many: '{{count}} opublikowanych artykułów',
  articles_other: '{{count}} opublikowanego artykułu',
  with: 'Współautorzy:',
} as const satisfies AreasCatalog['author'];
