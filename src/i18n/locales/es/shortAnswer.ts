/** Spanish (es): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Respuesta corta',
  answers: 'Respuestas aceptadas',
  answer: 'Respuesta aceptada {{number}}',
  feedback: 'Retroalimentación de la respuesta aceptada {{number}}',
  fraction: 'Parte de los puntos de la respuesta aceptada {{number}}',
  addAnswer: 'Añadir respuesta aceptada',
  removeAnswer: 'Quitar la respuesta aceptada {{number}}',
  caseSensitive: 'Distinguir mayúsculas y minúsculas',
  hint: 'Se ignoran los espacios antes, después y entre palabras; un asterisco (*) coincide con cualquier texto.',
  wrongAnswers: 'Respuestas incorrectas más frecuentes a la pregunta {{number}}',
  colAnswer: 'Respuesta',
  colCount: 'Estudiantes',
} as const;
