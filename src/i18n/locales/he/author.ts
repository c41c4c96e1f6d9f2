/** he: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'מחבר',
  loading: 'טוען את המחבר',
  loadFailed: 'לא ניתן היה לטעון את דף המחבר.',
  notFoundTitle: 'המחבר לא נמצא',
  notFound: 'כתובת זו אינה מציינת אף מחבר.',
  notFoundNamed: 'אף מאמר שפורסם אינו מציין את {{name}} כמחבר.',
  back: 'חזרה ללוח הבקרה',
  institutions: 'מוסדות',
  institution: '{{department}}, {{institution}}',
  articles_one: 'מאמר אחד שפורסם',
  articles_two: '{{count}} מאמרים שפורסמו',
  articles_other: '{{count}} מאמרים שפורסמו',
  with: 'עם',
} as const satisfies AreasCatalog['author'];
