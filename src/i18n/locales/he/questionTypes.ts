/** Hebrew (he): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'סוג השאלה החדשה',
  points: 'נקודות',
  generalFeedback: 'משוב כללי',
  pointsAndFeedback: 'נקודות ומשוב',
  pointsEarned: '{{earned}} מתוך {{max}}',
  textBlock: 'בלוק טקסט',
  addText: 'הוספת טקסט',
  textBlockText: 'הטקסט שמוצג לתלמידים',
  textBlockHint: 'התלמידים קוראים את הטקסט הזה בין השאלות. הוא אינו שואל דבר ואין לו נקודות.',
  equationError: 'שגיאה במשוואה',
  equationPreview: 'תצוגה מקדימה',
} as const;
export const choice = {
  name: 'בחירה מרובה',
} as const;
