/** German (de): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Art der neuen Frage',
  points: 'Punkte',
  generalFeedback: 'Allgemeines Feedback',
  pointsAndFeedback: 'Punkte und Feedback',
  pointsEarned: '{{earned}} von {{max}}',
  textBlock: 'Textblock',
  addText: 'Text hinzufügen',
  textBlockText: 'Text für die Lernenden',
  textBlockHint: 'Lernende lesen diesen Text zwischen den Fragen. Er fragt nichts und hat keine Punkte.',
  equationError: 'Fehler in der Formel',
  equationPreview: 'Vorschau',
} as const;
export const choice = {
  name: 'Multiple Choice',
} as const;
