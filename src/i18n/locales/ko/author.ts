/** ko: the author pages' strings, translated from src/i18n/en/author.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const author = {
  title: '저자',
  loading: '저자를 불러오는 중',
  loadFailed: '저자 페이지를 불러오지 못했습니다.',
  notFoundTitle: '저자를 찾을 수 없음',
  notFound: '이 주소에 해당하는 저자가 없습니다.',
  notFoundNamed: '{{name}}을(를) 저자로 둔 게시된 아티클이 없습니다.',
  back: '대시보드로 돌아가기',
  institutions: '소속 기관',
  institution: '{{department}}, {{institution}}',
  articles_one: '게시된 아티클 {{count}}개',
  articles_other: '게시된 아티클 {{count}}개',
  with: '공동 저자:',
} as const satisfies AreasCatalog['author'];
