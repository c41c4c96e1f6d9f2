/** Spanish (es): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Texto seleccionable',
  passage: 'Texto',
  passageHint:
    'Pon entre corchetes cada palabra o frase que el estudiante puede elegir, como [palabra]. O selecciona palabras en el texto y pulsa Hacer seleccionable.',
  markSelection: 'Hacer seleccionable',
  spans: 'Palabras seleccionables: marca las correctas',
  right: 'Correcta: {{text}}',
  feedback: 'Comentario cuando se elige «{{text}}»',
  minChoices: 'Mínimo de palabras a elegir (0: sin mínimo)',
  maxChoices: 'Máximo de palabras a elegir (0: sin límite)',
  spanPoints: '{{points}} puntos',
  rightWords: 'Palabras correctas',
  scoring: 'Puntuación',
  scoringPartial:
    'Crédito parcial: cada palabra correcta elegida suma su parte de los puntos y cada incorrecta resta una parte',
  scoringAllOrNothing: 'Todo o nada: los puntos solo por exactamente las palabras correctas',
  error_noSpan: 'Marca al menos una palabra del texto como seleccionable, entre [ y ].',
  error_noRight: 'Marca al menos una palabra seleccionable como correcta.',
  error_brackets: 'Cada [ necesita su ], alrededor de palabras que no estén vacías.',
  error_choices: 'El mínimo no puede ser mayor que el máximo ni que el número de palabras seleccionables.',
} as const;
