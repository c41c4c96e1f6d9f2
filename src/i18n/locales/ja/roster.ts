/** ja: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: '未開始',
  stateOpened: '開封済み',
  stateInProgress: '回答中',
  stateSubmitted: '提出済み',
  stateLate: '遅れて提出',
  stateMissing: '未提出（期限切れ）',
  stateNeedsGrading: '採点待ち',
  colState: '状態',
  openAttempt: '{{number}} 回目の受験: {{state}}',
  filterLabel: '表示する学生',
  filterAll: 'すべて（{{count}}）',
  filterOne: '{{state}}（{{count}}）',
  remind: '未提出の学生にリマインド（{{count}}）',
  reminded: 'リマインドを送信中：{{list}}',
  recentlyReminded: '再送しませんでした（1 時間以内にリマインド済み）：{{list}}',
  mailOff:
    'このサーバーではメールが設定されていないため、リマインドを送信できません。未提出の学生のメールアドレスをコピーして直接連絡するか、クラスページの学生リンクからリンクをコピーしてください。',
  copyEmails: 'メールアドレスをコピー',
  emailsCopied: 'メールアドレスをコピーしました',
  linksHintMail:
    '各学生には個人用リンクがあり、このサーバーがメールで送信します。リンクをコピーして直接渡すこともできます。',
  linksHintNoMail:
    '各学生には個人用リンクがあります。このサーバーはメールを送信しません。リンクをコピーしてご自身で配布してください。',
  copyAll: 'すべてコピー',
  allCopied: 'すべてのリンクをコピーしました',
  downloadLinks: 'CSV をダウンロード',
} as const satisfies AreasCatalog['roster'];
