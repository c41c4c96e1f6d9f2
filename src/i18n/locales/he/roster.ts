/** he: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'לא התחיל',
  stateOpened: 'נפתח',
  stateInProgress: 'בתהליך',
  stateSubmitted: 'הוגש',
  stateLate: 'באיחור',
  stateMissing: 'חסר',
  stateNeedsGrading: 'ממתין לבדיקה',
  colState: 'מצב',
  openAttempt: 'ניסיון {{number}}: {{state}}',
  filterLabel: 'הצגת תלמידים',
  filterAll: 'הכול ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'תזכורת למי שלא הגיש ({{count}})',
  reminded: 'תזכורת בדרך אל: {{list}}',
  recentlyReminded: 'לא נשלחה תזכורת נוספת (נשלחה לפני פחות משעה): {{list}}',
  mailOff:
    'דואר לא הוגדר בשרת זה, ולכן אי אפשר לשלוח תזכורת. העתיקו את כתובות הדואר של התלמידים שלא הגישו וכתבו להם בעצמכם, או העתיקו את הקישורים שלהם מקישורי התלמידים בדף הכיתה.',
  copyEmails: 'העתקת כתובות דואר',
  emailsCopied: 'כתובות הדואר הועתקו',
  linksHintMail: 'לכל תלמיד יש קישור אישי, והשרת הזה שולח לו אותו בדואר. אפשר גם להעתיק קישור ולחלק אותו.',
  linksHintNoMail: 'לכל תלמיד יש קישור אישי. השרת הזה לא שולח דואר: העתיקו את הקישורים וחלקו אותם בעצמכם.',
  copyAll: 'העתקת הכול',
  allCopied: 'כל הקישורים הועתקו',
  downloadLinks: 'הורדת CSV',
} as const satisfies AreasCatalog['roster'];
