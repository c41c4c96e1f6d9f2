/** Spanish (es): the fill-in-the-blanks question's editor and answer key, from src/i18n/en/fillInBlanks.ts. */
export const fillInBlanks = {
  name: 'Completar espacios',
  text: 'Texto con espacios en blanco',
  textHint:
    'Coloca el cursor donde va un espacio, o selecciona las palabras que sustituye, y pulsa «Añadir espacio». Cada espacio aparece en el texto como [[1]], [[2]]…',
  addGap: 'Añadir espacio',
  gap: 'Espacio {{number}}',
  removeGap: 'Quitar el espacio {{number}}',
  kind: 'Tipo del espacio {{number}}',
  kind_typed: 'Respuesta escrita',
  kind_dropdown: 'Lista desplegable',
  answer: 'Respuesta aceptada {{entry}} del espacio {{number}}',
  addAnswer: 'Añadir respuesta aceptada al espacio {{number}}',
  removeAnswer: 'Quitar la respuesta aceptada {{entry}} del espacio {{number}}',
  caseSensitive: 'Distinguir mayúsculas y minúsculas (espacio {{number}})',
  option: 'Opción {{entry}} del espacio {{number}}',
  rightOptionIs: 'La opción {{entry}} del espacio {{number}} es la correcta',
  addOption: 'Añadir opción al espacio {{number}}',
  removeOption: 'Quitar la opción {{entry}} del espacio {{number}}',
  answersHint:
    'Un asterisco (*) coincide con cualquier texto; se ignoran los espacios antes, después y entre palabras.',
  rightAnswers: 'Respuestas correctas',
  rightAnswer: 'Espacio {{number}}: {{answer}}',
  error_noGap: 'Añade al menos un espacio al texto.',
  error_gapNotOnce:
    'Cada espacio debe aparecer una sola vez en el texto: vuelve a poner o quita los espacios cuya marca falta o se repite.',
  error_unknownMarker: 'El texto tiene una marca como [[9]] de un espacio que no existe.',
  error_optionEmpty: 'Las opciones no deben estar vacías.',
  error_optionDuplicated: 'Las opciones no deben repetirse.',
  error_fewOptions: 'Una lista desplegable necesita al menos dos opciones.',
  error_answerEmpty: 'Las respuestas aceptadas no deben estar vacías.',
  error_answerDuplicated: 'Las respuestas aceptadas no deben repetirse.',
} as const;
