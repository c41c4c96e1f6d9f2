/** German (de): the fill-in-the-blanks question's editor and answer key, from src/i18n/en/fillInBlanks.ts. */
export const fillInBlanks = {
  name: 'Lückentext',
  text: 'Text mit Lücken',
  textHint:
    'Setzen Sie den Cursor dorthin, wo eine Lücke hingehört, oder markieren Sie die Wörter, die sie ersetzt, und drücken Sie dann „Lücke hinzufügen“. Jede Lücke steht im Text als [[1]], [[2]] …',
  addGap: 'Lücke hinzufügen',
  gap: 'Lücke {{number}}',
  removeGap: 'Lücke {{number}} entfernen',
  kind: 'Art der Lücke {{number}}',
  kind_typed: 'Eingetippte Antwort',
  kind_dropdown: 'Auswahlliste',
  answer: 'Akzeptierte Antwort {{entry}} für Lücke {{number}}',
  addAnswer: 'Akzeptierte Antwort zu Lücke {{number}} hinzufügen',
  removeAnswer: 'Akzeptierte Antwort {{entry}} von Lücke {{number}} entfernen',
  caseSensitive: 'Groß- und Kleinschreibung beachten (Lücke {{number}})',
  option: 'Option {{entry}} für Lücke {{number}}',
  rightOptionIs: 'Option {{entry}} von Lücke {{number}} ist richtig',
  addOption: 'Option zu Lücke {{number}} hinzufügen',
  removeOption: 'Option {{entry}} von Lücke {{number}} entfernen',
  answersHint:
    'Ein Sternchen (*) steht für beliebigen Text; Leerzeichen vor, nach und zwischen Wörtern werden ignoriert.',
  rightAnswers: 'Richtige Antworten',
  rightAnswer: 'Lücke {{number}}: {{answer}}',
  error_noGap: 'Fügen Sie dem Text mindestens eine Lücke hinzu.',
  error_gapNotOnce:
    'Jede Lücke sollte genau einmal im Text stehen: Setzen Sie fehlende oder doppelte Markierungen zurück oder entfernen Sie die Lücke.',
  error_unknownMarker: 'Der Text enthält eine Markierung wie [[9]] für eine Lücke, die es nicht gibt.',
  error_optionEmpty: 'Optionen dürfen nicht leer sein.',
  error_optionDuplicated: 'Optionen dürfen nicht doppelt vorkommen.',
  error_fewOptions: 'Eine Auswahlliste braucht mindestens zwei Optionen.',
  error_answerEmpty: 'Akzeptierte Antworten dürfen nicht leer sein.',
  error_answerDuplicated: 'Akzeptierte Antworten dürfen nicht doppelt vorkommen.',
} as const;
