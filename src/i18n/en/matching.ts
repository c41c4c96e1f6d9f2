/** Strings of the matching question's editor and answer key (ADR 199). */
export const matching = {
  name: 'Matching',
  pairs: 'Pairs',
  pairsHint:
    'Each prompt with its right answer. Students choose an answer for each prompt among all the answers, shown in alphabetical order.',
  prompt: 'Prompt {{number}}',
  answer: 'Answer to prompt {{number}}',
  addPair: 'Add pair',
  removePair: 'Remove pair {{number}}',
  distractors: 'Extra answers',
  distractorsHint: 'Optional wrong answers shown among the choices; no prompt is paired with them.',
  distractor: 'Extra answer {{number}}',
  addDistractor: 'Add extra answer',
  removeDistractor: 'Remove extra answer {{number}}',
  rightPairs: 'Right pairs',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Prompts should not be empty.',
  error_promptDuplicated: 'Prompts should not be duplicated.',
  error_answerEmpty: 'Answers should not be empty.',
  error_distractorEmpty: 'Extra answers should not be empty.',
  error_distractorPaired: 'An extra answer should not be the answer of a prompt.',
} as const;
