/** German (de): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Hinweise',
  intro:
    'Beim Antworten kann die Schülerin oder der Schüler die Hinweise nacheinander abrufen. Ein Hinweis kann einen Teil der Punkte der Frage kosten.',
  add: 'Hinweis hinzufügen',
  hintLabel: 'Hinweis {{number}}',
  solutionLabel: 'Lösung',
  text: 'Text von {{name}}',
  penalty: 'Abzug (% der Punkte)',
  penaltyHint:
    'Wird von den Punkten der Antwort abgezogen, sobald dieser Hinweis angezeigt wurde; 0 für keinen Abzug.',
  isSolution: 'Dies ist der Lösungsweg (die Schaltfläche lautet „Lösung anzeigen“)',
  moveUp: '{{name}} nach oben',
  moveDown: '{{name}} nach unten',
  remove: '{{name}} entfernen',
  used: 'Verwendete Hinweise: {{count}}',
} as const;
