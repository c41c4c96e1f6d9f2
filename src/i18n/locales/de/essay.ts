/** German (de): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Freitext',
  needsGrading: 'Muss bewertet werden',
  needsGradingSoFar: '{{percentage}} % bisher · Muss bewertet werden',
  handScored:
    'Jeden Freitext bewertet eine Lehrkraft: Sein Versuch zeigt „Muss bewertet werden“, bis der Text Punkte hat.',
  minWords: 'Mindestzahl an Wörtern',
  minWordsHint:
    'Leer lassen für kein Minimum. Eine kürzere Antwort wird trotzdem gespeichert und kann abgegeben werden.',
  maxWords: 'Höchstzahl an Wörtern',
  maxWordsHint: 'Leer lassen für keine Begrenzung. Eine längere Antwort kann nicht gespeichert werden.',
  lines: 'Zeilen des Antwortfelds',
  template: 'Text, mit dem das Antwortfeld beginnt',
  graderInfo: 'Informationen für Bewertende',
  graderInfoHint: 'Was eine gute Antwort enthält. Lernende sehen das nie.',
  noLimit: 'Keine Begrenzung der Wörter',
  error_minAboveMax: 'Die Mindestzahl sollte nicht über der Höchstzahl liegen.',
} as const;
