/** Hebrew (he): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'סוג השאלה החדשה',
  points: 'נקודות',
  generalFeedback: 'משוב כללי',
  pointsAndFeedback: 'נקודות ומשוב',
  pointsEarned: '{{earned}} מתוך {{max}}',
} as const;
export const choice = {
  name: 'בחירה מרובה',
} as const;
