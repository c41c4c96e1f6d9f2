/** Strings of the short-answer question's editor. */
export const shortAnswer = {
  name: 'Short answer',
  answers: 'Accepted answers',
  answer: 'Accepted answer {{number}}',
  feedback: 'Feedback for accepted answer {{number}}',
  fraction: 'Share of the points for accepted answer {{number}}',
  addAnswer: 'Add accepted answer',
  removeAnswer: 'Remove accepted answer {{number}}',
  caseSensitive: 'Case sensitive',
  hint: 'Spaces before, after and between words are ignored; an asterisk (*) matches any text.',
  wrongAnswers: 'Most common wrong answers to question {{number}}',
  colAnswer: 'Answer',
  colCount: 'Students',
} as const;
