/** ru: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: 'Автор',
  loading: 'Загрузка страницы автора',
  loadFailed: 'Не удалось загрузить страницу автора.',
  notFoundTitle: 'Автор не найден',
  notFound: 'Этот адрес не указывает ни на одного автора.',
  notFoundNamed: 'Ни одна опубликованная статья не называет {{name}} автором.',
  back: 'Назад к панели',
  institutions: 'Учреждения',
  institution: '{{department}}, {{institution}}',
  articles_one: '{{count}} опубликованная статья',
  articles_few: '{{count}} опубликованные статьи',
  articles_many: '{{count}} опубликованных статей',
  articles_other: '{{count}} опубликованной статьи',
  with: 'Соавторы:',
} as const satisfies AreasCatalog['author'];
