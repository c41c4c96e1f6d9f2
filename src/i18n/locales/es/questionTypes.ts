/** Spanish (es): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Tipo de la nueva pregunta',
  points: 'Puntos',
  generalFeedback: 'Retroalimentación general',
  pointsAndFeedback: 'Puntos y retroalimentación',
  pointsEarned: '{{earned}} de {{max}}',
  textBlock: 'Bloque de texto',
  addText: 'Añadir texto',
  textBlockText: 'Texto que ven los estudiantes',
  textBlockHint: 'Los estudiantes leen este texto entre las preguntas. No pregunta nada y no tiene puntos.',
  equationError: 'Error en la ecuación',
  equationPreview: 'Vista previa',
} as const;
export const choice = {
  name: 'Opción múltiple',
} as const;
