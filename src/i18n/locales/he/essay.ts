/** Hebrew (he): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'חיבור',
  needsGrading: 'ממתין לבדיקה',
  handScored: 'מורה בודק כל חיבור: הניסיון מציג „ממתין לבדיקה“ עד שלחיבור יש נקודות.',
  maxWords: 'מגבלת מילים',
  maxWordsHint: 'השאירו ריק כדי שלא תהיה מגבלה. תשובה ארוכה יותר לא תישמר.',
  lines: 'שורות בתיבת התשובה',
  template: 'הטקסט שבו תיבת התשובה מתחילה',
  graderInfo: 'מידע לבודקים',
  graderInfoHint: 'מה אומרת תשובה טובה. תלמידים לעולם לא רואים זאת.',
  noLimit: 'ללא מגבלת מילים',
} as const;
