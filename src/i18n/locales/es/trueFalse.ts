/** Spanish (es): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Verdadero / falso',
  rightAnswer: 'Respuesta correcta',
  feedbackTrue: 'Retroalimentación para Verdadero',
  feedbackFalse: 'Retroalimentación para Falso',
  true: 'Verdadero',
  false: 'Falso',
} as const;
