/** ko: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: '시작 안 함',
  stateOpened: '열어 봄',
  stateInProgress: '진행 중',
  stateSubmitted: '제출함',
  stateLate: '늦게 제출',
  stateMissing: '미제출',
  stateNeedsGrading: '채점 필요',
  colState: '상태',
  openAttempt: '{{number}}번째 응시: {{state}}',
  filterLabel: '학생 표시',
  filterAll: '전체 ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: '제출하지 않은 학생에게 알림 ({{count}})',
  reminded: '알림 발송 중: {{list}}',
  recentlyReminded: '다시 알리지 않음 (1시간 이내에 알림): {{list}}',
  mailOff:
    '이 서버에는 메일이 설정되어 있지 않아 알림을 보낼 수 없습니다. 제출하지 않은 학생의 이메일을 복사해 직접 연락하거나, 수업 페이지의 학생 링크에서 링크를 복사하세요.',
  copyEmails: '이메일 복사',
  emailsCopied: '이메일을 복사했습니다',
  linksHintMail:
    '학생마다 개인 링크가 있으며 이 서버가 메일로 보냅니다. 링크를 복사해 직접 나눠 줄 수도 있습니다.',
  linksHintNoMail:
    '학생마다 개인 링크가 있습니다. 이 서버는 메일을 보내지 않으니 링크를 복사해 직접 나눠 주세요.',
  copyAll: '모두 복사',
  allCopied: '모든 링크를 복사했습니다',
  downloadLinks: 'CSV 다운로드',
} as const satisfies AreasCatalog['roster'];
