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
  /** ADR 389: the chemical structure question. */
  structure: 'Estructura química',
  structureBoard: 'Tablero de dibujo de la molécula correcta',
  structureText: 'Molécula correcta (SMILES o molfile)',
  structureTextHint: 'Dibújela en el tablero, o escriba o pegue aquí su SMILES o su molfile.',
  structureStereo: 'La estereoquímica cuenta',
  structureStereoHint: 'Los enantiómeros y los isómeros E/Z son entonces respuestas distintas.',
  structureStereoOn: 'Sí',
  structureStereoOff: 'No',
  structureRight: 'Molécula correcta',
  structureMissing: 'Dibuje la molécula correcta o pegue su SMILES o su molfile',
  structureUnreadable: 'No se pudo leer la molécula: revise su SMILES o su molfile',
  structureEmpty: 'La molécula no tiene átomos: dibújela o escriba su SMILES',
  structureTooLarge: 'La molécula es demasiado grande: 100 átomos como máximo',
  structureLoading: 'Cargando el tablero de dibujo…',
  structureLoadFailed: 'No se pudo cargar el tablero de dibujo: escriba el SMILES en su lugar.',
} as const;
export const choice = {
  name: 'Opción múltiple',
} as const;
