/** Hebrew (he): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'חיבור',
  needsGrading: 'ממתין לבדיקה',
  needsGradingSoFar: '{{percentage}}% עד כה · ממתין לבדיקה',
  handScored: 'מורה בודק כל חיבור: הניסיון מציג „ממתין לבדיקה“ עד שלחיבור יש נקודות.',
  minWords: 'מספר מילים מזערי',
  minWordsHint: 'השאירו ריק כדי שלא יהיה מינימום. תשובה קצרה יותר עדיין נשמרת ואפשר להגיש אותה.',
  maxWords: 'מספר מילים מרבי',
  maxWordsHint: 'השאירו ריק כדי שלא תהיה מגבלה. תשובה ארוכה יותר לא תישמר.',
  lines: 'שורות בתיבת התשובה',
  template: 'הטקסט שבו תיבת התשובה מתחילה',
  graderInfo: 'מידע לבודקים',
  graderInfoHint: 'מה אומרת תשובה טובה. תלמידים לעולם לא רואים זאת.',
  noLimit: 'ללא מגבלת מילים',
  error_minAboveMax: 'המינימום לא צריך להיות גבוה מהמקסימום.',
} as const;
