/** Polish (pl): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Wypracowanie',
  needsGrading: 'Wymaga oceny',
  needsGradingSoFar: '{{percentage}} % do tej pory · Wymaga oceny',
  handScored:
    'Każde wypracowanie ocenia nauczyciel: podejście pokazuje „Wymaga oceny”, dopóki wypracowanie nie ma punktów.',
  minWords: 'Minimalna liczba słów',
  minWordsHint: 'Zostaw puste, aby nie ustawiać minimum. Krótszą odpowiedź i tak można zapisać i oddać.',
  maxWords: 'Maksymalna liczba słów',
  maxWordsHint: 'Zostaw puste, aby nie ustawiać limitu. Dłuższej odpowiedzi nie można zapisać.',
  lines: 'Wiersze pola odpowiedzi',
  template: 'Tekst, od którego zaczyna się pole odpowiedzi',
  graderInfo: 'Informacje dla oceniających',
  graderInfoHint: 'Co zawiera dobra odpowiedź. Uczniowie nigdy tego nie widzą.',
  noLimit: 'Bez limitu słów',
  error_minAboveMax: 'Minimum nie powinno być większe niż maksimum.',
} as const;
