/** ar: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'لم يبدأ',
  stateOpened: 'فُتح',
  stateInProgress: 'قيد التقدم',
  stateSubmitted: 'مُسلَّم',
  stateLate: 'متأخر',
  stateMissing: 'مفقود',
  stateNeedsGrading: 'بحاجة إلى تصحيح',
  colState: 'الحالة',
  openAttempt: 'المحاولة {{number}}: {{state}}',
  filterLabel: 'عرض الطلاب',
  filterAll: 'الكل ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'تذكير من لم يسلّم ({{count}})',
  reminded: 'التذكير في الطريق إلى: {{list}}',
  recentlyReminded: 'لم يُذكَّروا مرة أخرى (ذُكِّروا قبل أقل من ساعة): {{list}}',
  mailOff:
    'البريد غير مُعدّ على هذا الخادم، لذا لا يمكن إرسال أي تذكير. انسخ عناوين البريد للطلاب الذين لم يسلّموا واكتب إليهم بنفسك، أو انسخ روابطهم من روابط الطلاب في صفحة الصف.',
  copyEmails: 'نسخ عناوين البريد',
  emailsCopied: 'نُسخت عناوين البريد',
  linksHintMail: 'لكل طالب رابط شخصي يرسله هذا الخادم إليه بالبريد. يمكنك أيضًا نسخ رابط وتوزيعه.',
  linksHintNoMail: 'لكل طالب رابط شخصي. هذا الخادم لا يرسل بريدًا: انسخ الروابط ووزّعها بنفسك.',
  copyAll: 'نسخ الكل',
  allCopied: 'نُسخت كل الروابط',
  downloadLinks: 'تنزيل CSV',
} as const satisfies AreasCatalog['roster'];
