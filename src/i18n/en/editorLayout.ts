/** Strings of the quiz editor's two-column layout, its answer controls and its field marks. */
export const editorLayout = {
  details: 'Quiz details and activities',
  items: 'Items of the selected activity',
  editorActions: 'Editor actions',
  correctAnswer: 'Correct answer: option {{letter}}',
  correctAnswerMark: 'Correct answer',
  optionLetter: 'Option {{letter}}',
  typeSingle: 'Single answer',
  typeMultiple: 'Multiple answers',
  typeVideo: 'Video',
  noQuestionText: 'No question text yet',
  activityNeedsAttention: 'Needs attention: {{message}}',
} as const;
