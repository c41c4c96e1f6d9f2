/** ko: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: '내 액세스',
  loading: '구독 정보를 불러오는 중',
  loadFailed: '구독 정보를 불러올 수 없습니다.',
  detailsHeading: '내 구독',
  kindLabel: '계정 유형',
  kindTrial: '체험',
  kindSubscription: '구독',
  kindNone: '체험 또는 구독 없음',
  endsLabel: '종료일',
  endedLabel: '종료됨',
  endsNever: '종료되지 않음',
  runningLabel: '현재 유효',
  runningYes: '예',
  runningNo: '아니요',
  noEndNote: '계정에 자체 체험이나 구독이 없으므로 액세스가 종료되지 않습니다.',
  trialEndedNote:
    '체험 기간이 {{date}}에 종료되었습니다. 지금은 열리는 섹션이 없으며, 계정 관리자가 연장할 수 있습니다.',
  subscriptionEndedNote:
    '구독이 {{date}}에 종료되었습니다. 지금은 열리는 섹션이 없으며, 계정 관리자가 갱신할 수 있습니다.',
  sectionsHeading: '이용할 수 있는 섹션',
  sectionsHint: '섹션을 열면 그 안의 섹션을 볼 수 있습니다.',
  noSections: '지금 이용할 수 있는 섹션이 없습니다.',
  childrenLabel: '{{title}}의 섹션',
  childrenLoading: '{{title}}의 섹션을 불러오는 중',
  childrenFailed: '{{title}}의 섹션을 불러올 수 없습니다.',
  retry: '다시 시도',
  noChildren: '{{title}} 안에는 다른 섹션이 없습니다.',
} as const satisfies AreasCatalog['access'];
