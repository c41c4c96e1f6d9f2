/** Strings every question type shares in the editor: the new question's type, points, general feedback. */
export const questionTypes = {
  newType: 'Type of the new question',
  points: 'Points',
  generalFeedback: 'General feedback',
  pointsAndFeedback: 'Points and feedback',
  pointsEarned: '{{earned}} of {{max}}',
} as const;
export const choice = {
  name: 'Multiple choice',
} as const;
