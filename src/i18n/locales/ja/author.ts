/** ja: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: '著者',
  loading: '著者を読み込んでいます',
  loadFailed: '著者のページを読み込めませんでした。',
  notFoundTitle: '著者が見つかりません',
  notFound: 'このアドレスはどの著者も指していません。',
  notFoundNamed: '{{name}} を著者とする公開済みの記事はありません。',
  back: 'ダッシュボードに戻る',
  institutions: '所属機関',
  institution: '{{department}}、{{institution}}',
  articles_one: '公開済みの記事 {{count}} 件',
  articles_other: '公開済みの記事 {{count}} 件',
  with: '共著者:',
} as const satisfies AreasCatalog['author'];
