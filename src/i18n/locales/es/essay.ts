/** Spanish (es): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Ensayo',
  needsGrading: 'Pendiente de calificar',
  needsGradingSoFar: '{{percentage}} % hasta ahora · Pendiente de calificar',
  handScored:
    'Cada ensayo lo califica un docente: su intento muestra «Pendiente de calificar» hasta que el ensayo tenga puntos.',
  minWords: 'Mínimo de palabras',
  minWordsHint:
    'Déjalo vacío para no poner mínimo. Una respuesta más corta se guarda igualmente y se puede entregar.',
  maxWords: 'Máximo de palabras',
  maxWordsHint: 'Déjalo vacío para no poner límite. Una respuesta más larga no se puede guardar.',
  lines: 'Líneas del cuadro de respuesta',
  template: 'Texto con el que empieza el cuadro de respuesta',
  graderInfo: 'Información para quien califica',
  graderInfoHint: 'Lo que dice una buena respuesta. Los estudiantes nunca lo ven.',
  noLimit: 'Sin límite de palabras',
  error_minAboveMax: 'El mínimo no debe ser mayor que el máximo.',
} as const;
