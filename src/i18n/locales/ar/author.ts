/** ar: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'المؤلف',
  loading: 'جارٍ تحميل المؤلف',
  loadFailed: 'تعذّر تحميل صفحة المؤلف.',
  notFoundTitle: 'لم يُعثر على المؤلف',
  notFound: 'هذا العنوان لا يشير إلى أي مؤلف.',
  notFoundNamed: 'لا توجد مقالة منشورة تذكر {{name}} مؤلفًا.',
  back: 'العودة إلى لوحة المعلومات',
  institutions: 'المؤسسات',
  institution: '{{department}}، {{institution}}',
  articles_zero: 'لا توجد مقالات منشورة',
  articles_one: 'مقالة منشورة واحدة',
  articles_two: 'مقالتان منشورتان',
  articles_few: '{{count}} مقالات منشورة',
  articles_many: '{{count}} مقالة منشورة',
  articles_other: '{{count}} مقالة منشورة',
  with: 'مع',
} as const satisfies AreasCatalog['author'];
