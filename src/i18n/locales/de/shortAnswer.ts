/** German (de): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Kurzantwort',
  answers: 'Akzeptierte Antworten',
  answer: 'Akzeptierte Antwort {{number}}',
  feedback: 'Feedback zur akzeptierten Antwort {{number}}',
  fraction: 'Anteil an den Punkten für akzeptierte Antwort {{number}}',
  addAnswer: 'Akzeptierte Antwort hinzufügen',
  removeAnswer: 'Akzeptierte Antwort {{number}} entfernen',
  caseSensitive: 'Groß- und Kleinschreibung beachten',
  hint: 'Leerzeichen vor, nach und zwischen Wörtern werden ignoriert; ein Sternchen (*) steht für beliebigen Text.',
  wrongAnswers: 'Häufigste falsche Antworten auf Frage {{number}}',
  colAnswer: 'Antwort',
  colCount: 'Lernende',
} as const;
