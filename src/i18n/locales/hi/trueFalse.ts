/** Hindi (hi): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'सही / गलत',
  rightAnswer: 'सही उत्तर',
  feedbackTrue: 'सही के लिए प्रतिक्रिया',
  feedbackFalse: 'गलत के लिए प्रतिक्रिया',
  true: 'सही',
  false: 'गलत',
} as const;
