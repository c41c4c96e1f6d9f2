/** Spanish (es): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Pistas',
  intro:
    'Mientras responde, el estudiante puede pedir cada pista por turno. Una pista puede restar parte de los puntos de la pregunta.',
  add: 'Añadir pista',
  hintLabel: 'Pista {{number}}',
  solutionLabel: 'Solución',
  text: 'Texto de {{name}}',
  penalty: 'Penalización (% de los puntos)',
  penaltyHint:
    'Se resta de los puntos de la respuesta cuando el estudiante muestra esta pista; 0 para ninguna.',
  isSolution: 'Es la solución desarrollada (el botón del estudiante dice «Mostrar solución»)',
  moveUp: 'Subir {{name}}',
  moveDown: 'Bajar {{name}}',
  remove: 'Quitar {{name}}',
  used: 'Pistas usadas: {{count}}',
} as const;
