/** Hebrew (he): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'תשובה קצרה',
  answers: 'תשובות מתקבלות',
  answer: 'תשובה מתקבלת {{number}}',
  feedback: 'משוב לתשובה המתקבלת {{number}}',
  fraction: 'חלק הנקודות לתשובה המתקבלת {{number}}',
  addAnswer: 'הוספת תשובה מתקבלת',
  removeAnswer: 'הסרת התשובה המתקבלת {{number}}',
  caseSensitive: 'תלוי רישיות',
  hint: 'רווחים לפני מילים, אחריהן וביניהן אינם נחשבים; כוכבית (*) מתאימה לכל טקסט.',
  wrongAnswers: 'התשובות השגויות הנפוצות ביותר לשאלה {{number}}',
  colAnswer: 'תשובה',
  colCount: 'תלמידים',
} as const;
