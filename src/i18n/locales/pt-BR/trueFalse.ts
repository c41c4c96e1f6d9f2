/** Portuguese, Brazil (pt-BR): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Verdadeiro / falso',
  rightAnswer: 'Resposta correta',
  feedbackTrue: 'Feedback para Verdadeiro',
  feedbackFalse: 'Feedback para Falso',
  true: 'Verdadeiro',
  false: 'Falso',
} as const;
