/** tr: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Yazar',
  loading: 'Yazar yükleniyor',
  loadFailed: 'Yazarın sayfası yüklenemedi.',
  notFoundTitle: 'Yazar bulunamadı',
  notFound: 'Bu adres hiçbir yazarı göstermiyor.',
  notFoundNamed: 'Yayımlanmış hiçbir makale {{name}} adını yazar olarak listelemiyor.',
  back: 'Panoya dön',
  institutions: 'Kurumlar',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} yayımlanmış makale',
  articles_other: '{{count}} yayımlanmış makale',
  with: 'Birlikte:',
} as const satisfies AreasCatalog['author'];
