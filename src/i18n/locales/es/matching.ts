/** Spanish (es): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Emparejamiento',
  pairs: 'Parejas',
  pairsHint:
    'Cada enunciado con su respuesta correcta. Los estudiantes eligen una respuesta para cada enunciado entre todas las respuestas, mostradas en orden alfabético.',
  prompt: 'Enunciado {{number}}',
  answer: 'Respuesta al enunciado {{number}}',
  addPair: 'Añadir pareja',
  removePair: 'Quitar la pareja {{number}}',
  distractors: 'Respuestas adicionales',
  distractorsHint:
    'Respuestas incorrectas opcionales que aparecen entre las opciones; ningún enunciado se empareja con ellas.',
  distractor: 'Respuesta adicional {{number}}',
  addDistractor: 'Añadir respuesta adicional',
  removeDistractor: 'Quitar la respuesta adicional {{number}}',
  rightPairs: 'Parejas correctas',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Los enunciados no deben estar vacíos.',
  error_promptDuplicated: 'Los enunciados no deben repetirse.',
  error_answerEmpty: 'Las respuestas no deben estar vacías.',
  error_distractorEmpty: 'Las respuestas adicionales no deben estar vacías.',
  error_distractorPaired: 'Una respuesta adicional no debe ser la respuesta de un enunciado.',
  scoring: 'Puntuación',
  scoringPartial: 'Crédito parcial: cada pareja correcta gana su parte de los puntos',
  scoringAllOrNothing: 'Todo o nada: los puntos solo cuando todas las parejas son correctas',
  scoringRightMinusWrong:
    'Correctas menos incorrectas: cada pareja correcta gana su parte y cada enunciado respondido mal resta una parte (nunca por debajo de 0); un enunciado en blanco no suma ni resta',
  places: 'Lugares en la imagen',
  placesOn: 'Cada enunciado es un lugar en la imagen de la pregunta',
  placesHint:
    'Los estudiantes ven la imagen con cada lugar marcado y nombrado por su enunciado, y eligen la respuesta de cada lugar.',
  addImageFirst: 'Añade una imagen arriba y luego sitúa en ella el lugar de cada enunciado.',
  drawFor: 'Dibujar el lugar de',
  imageAlt: 'Lugares en la imagen de {{label}}',
  addPlace: 'Añadir un lugar para el enunciado {{number}}',
  error_placesIncomplete: 'Cada enunciado necesita un lugar en la imagen, o ninguno.',
  error_placesNeedImage: 'Los enunciados en la imagen necesitan la imagen de la pregunta: añade una arriba.',
} as const;
