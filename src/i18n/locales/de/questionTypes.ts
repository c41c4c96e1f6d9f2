/** German (de): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Art der neuen Frage',
  points: 'Punkte',
  generalFeedback: 'Allgemeines Feedback',
  pointsAndFeedback: 'Punkte und Feedback',
  feedbackByOutcome: 'Feedback nach Ergebnis',
  feedbackOnRight: 'Feedback zu einer richtigen Antwort',
  feedbackOnPartlyRight: 'Feedback zu einer teilweise richtigen Antwort',
  feedbackOnWrong: 'Feedback zu einer falschen Antwort',
  pointsEarned: '{{earned}} von {{max}}',
  textBlock: 'Textblock',
  addText: 'Text hinzufügen',
  textBlockText: 'Text für die Lernenden',
  textBlockHint: 'Lernende lesen diesen Text zwischen den Fragen. Er fragt nichts und hat keine Punkte.',
  equationError: 'Fehler in der Formel',
  equationPreview: 'Vorschau',
  /** ADR 389: the chemical structure question. */
  structure: 'Chemische Struktur',
  structureBoard: 'Zeichenfläche für das richtige Molekül',
  structureText: 'Richtiges Molekül (SMILES oder Molfile)',
  structureTextHint:
    'Zeichnen Sie es auf der Fläche, oder tippen oder fügen Sie hier seinen SMILES oder sein Molfile ein.',
  structureStereo: 'Stereochemie zählt',
  structureStereoHint: 'Enantiomere und E/Z-Isomere sind dann verschiedene Antworten.',
  structureStereoOn: 'Ja',
  structureStereoOff: 'Nein',
  structureRight: 'Richtiges Molekül',
  structureMissing: 'Zeichnen Sie das richtige Molekül oder fügen Sie seinen SMILES oder sein Molfile ein',
  structureUnreadable: 'Das Molekül konnte nicht gelesen werden: Prüfen Sie SMILES oder Molfile',
  structureEmpty: 'Das Molekül hat keine Atome: Zeichnen Sie es oder tippen Sie seinen SMILES',
  structureTooLarge: 'Das Molekül ist zu groß: höchstens 100 Atome',
  structureLoading: 'Die Zeichenfläche wird geladen…',
  structureLoadFailed: 'Die Zeichenfläche konnte nicht geladen werden: Tippen Sie stattdessen den SMILES.',
} as const;
export const choice = {
  name: 'Multiple Choice',
} as const;
