/** Hindi (hi): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'नए प्रश्न का प्रकार',
  points: 'अंक',
  generalFeedback: 'सामान्य प्रतिक्रिया',
  pointsAndFeedback: 'अंक और प्रतिक्रिया',
  pointsEarned: '{{max}} में से {{earned}}',
} as const;
export const choice = {
  name: 'बहुविकल्पी',
} as const;
