/** The review setting on a quiz's results (ADR 210): when students see the score, the right answers and feedback. */
export const reviewSettings = {
  heading: 'What students see',
  score: 'Score',
  scoreAtOnce: 'At once',
  scoreAfterDeadline: 'After the deadline',
  scoreOnRelease: 'When I release it',
  answers: 'Right answers and feedback',
  answersNever: 'Never',
  answersAfterSubmit: 'After submitting',
  answersAfterDeadline: 'After the deadline',
  hint: 'Students see this on their personal link after submitting; your comments show with the score. Without a deadline, "After the deadline" waits until one is set and has passed.',
  revealsScore:
    'With these choices each student sees the right answers beside their own before the score is shown: they give the score away. Show the right answers no earlier than the score.',
  save: 'Save review setting',
  saved: 'Review setting saved',
  notReleased: 'Scores are not released yet.',
  released: 'Scores released {{when}}.',
  release: 'Release scores',
  withdraw: 'Withdraw release',
  loadFailed: 'The review setting could not be loaded.',
  retry: 'Try again',
} as const;
