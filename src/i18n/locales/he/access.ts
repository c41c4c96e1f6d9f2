/** he: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'הגישה שלך',
  loading: 'המינוי שלך נטען',
  loadFailed: 'לא ניתן היה לטעון את המינוי שלך.',
  detailsHeading: 'המינוי שלך',
  kindLabel: 'סוג החשבון',
  kindTrial: 'תקופת ניסיון',
  kindSubscription: 'מינוי',
  kindNone: 'ללא תקופת ניסיון או מינוי',
  endsLabel: 'מסתיים',
  endedLabel: 'הסתיים',
  endsNever: 'לא מסתיים',
  runningLabel: 'בתוקף כעת',
  runningYes: 'כן',
  runningNo: 'לא',
  noEndNote: 'לחשבון שלך אין תקופת ניסיון או מינוי משלו, ולכן הגישה שלו אינה מסתיימת.',
  trialEndedNote:
    'תקופת הניסיון שלך הסתיימה ב־{{date}}. כרגע היא אינה פותחת פרקים; מנהל החשבון שלך יכול להאריך אותה.',
  subscriptionEndedNote:
    'המינוי שלך הסתיים ב־{{date}}. כרגע הוא אינו פותח פרקים; מנהל החשבון שלך יכול לחדש אותו.',
  sectionsHeading: 'פרקים הפתוחים בפניך',
  sectionsHint: 'פתיחת פרק מציגה את הפרקים שבתוכו.',
  noSections: 'כרגע אין פרקים פתוחים בפניך.',
  childrenLabel: 'הפרקים של {{title}}',
  childrenLoading: 'הפרקים של {{title}} נטענים',
  childrenFailed: 'לא ניתן היה לטעון את הפרקים של {{title}}.',
  retry: 'ניסיון חוזר',
  noChildren: 'אין פרקים נוספים בתוך {{title}}.',
} as const satisfies AreasCatalog['access'];
