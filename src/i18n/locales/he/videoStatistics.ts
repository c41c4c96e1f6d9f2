/** he: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'סרטון',
  loadError: 'לא ניתן היה לטעון את נתוני הסרטונים.',
  hint: 'כל סטודנט נספר לפי הניסיון שמוצג בטבלה שלמעלה. נצפה: לפחות 90 % מפרק, או מהסרטון מהרגע שלפני שאלה ועד אליה. קלות: שיעור הניסיונות שהוגשו ונענו נכון.',
  played: 'סטודנטים שהפעילו אותו: {{count}} מתוך {{total}}',
  nobody: 'איש עדיין לא הפעיל את הסרטון הזה.',
  curveTitle: 'עקומת צפייה',
  curveDescription:
    'כמה סטודנטים צפו בכל חלק של הסרטון (מאית ממנו, או שנייה בסרטון קצר), וכמה פעמים הוא הופעל: הפעלות מעבר למספר הסטודנטים הן צפיות חוזרות.',
  curveChart: 'עקומת צפייה: סטודנטים שצפו בכל חלק של הסרטון ומספר הפעמים שהופעל',
  colPart: 'חלק מהסרטון',
  range: '{{from}}–{{to}}',
  colStudents: 'סטודנטים שצפו',
  colPlays: 'מספר הפעלות',
  chaptersCaption: 'פרקים: סטודנטים שצפו לפחות ב-90 % מכל פרק',
  colChapter: 'פרק',
  colTime: 'זמן',
  colWatched: 'נצפה',
  countOf: '{{count}} מתוך {{total}}',
  questionsCaption: 'שאלות בתוך הסרטון: קלות אצל כולם, אצל מי שצפה בחלק שלפני השאלה ואצל מי שדילג עליו',
  colMoment: 'רגע',
  colAll: 'כל הסטודנטים',
  colWatchedBefore: 'צפו בחלק שלפני',
  colSkipped: 'דילגו עליו',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
