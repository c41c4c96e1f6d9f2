/** zh: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: '未开始',
  stateOpened: '已打开',
  stateInProgress: '进行中',
  stateSubmitted: '已提交',
  stateLate: '逾期提交',
  stateMissing: '缺交',
  stateNeedsGrading: '待评分',
  colState: '状态',
  openAttempt: '第 {{number}} 次作答：{{state}}',
  filterLabel: '显示学生',
  filterAll: '全部（{{count}}）',
  filterOne: '{{state}}（{{count}}）',
  remind: '提醒尚未提交的学生（{{count}}）',
  reminded: '提醒正在发送给：{{list}}',
  recentlyReminded: '未再次提醒（一小时内已提醒）：{{list}}',
  mailOff:
    '此服务器未设置邮件，无法发送提醒。请复制尚未提交的学生的邮箱并亲自联系他们，或在班级页面的学生链接中复制他们的链接。',
  copyEmails: '复制邮箱',
  emailsCopied: '邮箱已复制',
  linksHintMail: '每位学生都有个人链接，此服务器会通过邮件发送给他们。您也可以复制链接后自行分发。',
  linksHintNoMail: '每位学生都有个人链接。此服务器不发送邮件：请复制链接并自行分发。',
  copyAll: '全部复制',
  allCopied: '所有链接已复制',
  downloadLinks: '下载 CSV',
} as const satisfies AreasCatalog['roster'];
