/** zh: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: '作者',
  loading: '正在加载作者',
  loadFailed: '无法加载作者页面。',
  notFoundTitle: '未找到作者',
  notFound: '此地址未指向任何作者。',
  notFoundNamed: '没有已发布的文章将 {{name}} 列为作者。',
  back: '返回仪表板',
  institutions: '机构',
  institution: '{{department}}，{{institution}}',
  articles_one: '{{count}} 篇已发布的文章',
  articles_other: '{{count}} 篇已发布的文章',
  with: '合著者：',
} as const satisfies AreasCatalog['author'];
