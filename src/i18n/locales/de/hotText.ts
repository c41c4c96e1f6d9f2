/** German (de): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Textmarkierung',
  passage: 'Text',
  passageHint:
    'Setzen Sie jedes Wort oder jede Wendung, die Lernende auswählen können, in eckige Klammern, z. B. [Wort]. Oder markieren Sie Wörter im Text und drücken Sie „Auswählbar machen“.',
  markSelection: 'Auswählbar machen',
  spans: 'Auswählbare Wörter: richtige ankreuzen',
  right: 'Richtig: {{text}}',
  feedback: 'Feedback, wenn „{{text}}“ ausgewählt wird',
  minChoices: 'Mindestens auszuwählende Wörter (0: kein Minimum)',
  maxChoices: 'Höchstens auszuwählende Wörter (0: keine Grenze)',
  spanPoints: '{{points}} Punkte',
  rightWords: 'Richtige Wörter',
  scoring: 'Bewertung',
  scoringPartial:
    'Teilpunkte: Jedes richtig ausgewählte Wort bringt seinen Anteil der Punkte, jedes falsche zieht einen Anteil ab',
  scoringAllOrNothing: 'Alles oder nichts: Punkte nur für genau die richtigen Wörter',
  error_noSpan: 'Markieren Sie mindestens ein Wort des Textes als auswählbar, zwischen [ und ].',
  error_noRight: 'Kreuzen Sie mindestens ein auswählbares Wort als richtig an.',
  error_brackets: 'Jede [ braucht ihre ], um Wörter, die nicht leer sind.',
  error_choices:
    'Die Mindestzahl darf weder größer als die Höchstzahl noch als die Zahl der auswählbaren Wörter sein.',
} as const;
