/** German (de): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Was Lernende sehen',
  score: 'Punktzahl',
  scoreAtOnce: 'Sofort',
  scoreAfterDeadline: 'Nach Ablauf der Frist',
  scoreOnRelease: 'Wenn ich sie freigebe',
  answers: 'Richtige Antworten und Rückmeldung',
  answersNever: 'Nie',
  answersAfterSubmit: 'Nach der Abgabe',
  answersAfterDeadline: 'Nach Ablauf der Frist',
  hint: 'Lernende sehen dies nach der Abgabe über ihren persönlichen Link; Ihre Kommentare erscheinen mit der Punktzahl. Ohne Frist wartet „Nach Ablauf der Frist“, bis eine Frist gesetzt und abgelaufen ist.',
  revealsScore:
    'Mit dieser Auswahl sehen Lernende die richtigen Antworten neben ihren eigenen, bevor die Punktzahl angezeigt wird: Damit verraten sie die Punktzahl. Zeigen Sie die richtigen Antworten nicht früher als die Punktzahl.',
  save: 'Einstellung speichern',
  saved: 'Einstellung gespeichert',
  notReleased: 'Die Punktzahlen sind noch nicht freigegeben.',
  released: 'Punktzahlen freigegeben am {{when}}.',
  release: 'Punktzahlen freigeben',
  withdraw: 'Freigabe zurücknehmen',
  loadFailed: 'Die Einstellung konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
} as const;
