/** Russian (ru): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Сопоставление',
  pairs: 'Пары',
  pairsHint:
    'Каждый пункт со своим верным ответом. Учащиеся выбирают ответ для каждого пункта среди всех ответов, показанных в алфавитном порядке.',
  prompt: 'Пункт {{number}}',
  answer: 'Ответ к пункту {{number}}',
  addPair: 'Добавить пару',
  removePair: 'Удалить пару {{number}}',
  distractors: 'Дополнительные ответы',
  distractorsHint: 'Необязательные неверные ответы среди вариантов; ни один пункт с ними не связан.',
  distractor: 'Дополнительный ответ {{number}}',
  addDistractor: 'Добавить дополнительный ответ',
  removeDistractor: 'Удалить дополнительный ответ {{number}}',
  rightPairs: 'Верные пары',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Пункты не должны быть пустыми.',
  error_promptDuplicated: 'Пункты не должны повторяться.',
  error_answerEmpty: 'Ответы не должны быть пустыми.',
  error_distractorEmpty: 'Дополнительные ответы не должны быть пустыми.',
  error_distractorPaired: 'Дополнительный ответ не должен быть ответом к пункту.',
} as const;
