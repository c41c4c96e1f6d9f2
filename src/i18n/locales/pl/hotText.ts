/** Polish (pl): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Zaznaczanie w tekście',
  passage: 'Tekst',
  passageHint:
    'Ujmij w nawiasy kwadratowe każde słowo lub wyrażenie, które uczeń może wybrać, np. [słowo]. Albo zaznacz słowa w tekście i naciśnij Ustaw jako do wyboru.',
  markSelection: 'Ustaw jako do wyboru',
  spans: 'Słowa do wyboru: zaznacz poprawne',
  right: 'Poprawne: {{text}}',
  feedback: 'Informacja zwrotna po wybraniu „{{text}}”',
  minChoices: 'Najmniej słów do wybrania (0: bez minimum)',
  maxChoices: 'Najwięcej słów do wybrania (0: bez limitu)',
  spanPoints: 'Punkty: {{points}}',
  rightWords: 'Poprawne słowa',
  scoring: 'Punktacja',
  scoringPartial:
    'Punkty częściowe: każde wybrane poprawne słowo daje swoją część punktów, każde błędne odejmuje część',
  scoringAllOrNothing: 'Wszystko albo nic: punkty tylko za dokładnie poprawne słowa',
  error_noSpan: 'Oznacz co najmniej jedno słowo tekstu jako do wyboru, między [ i ].',
  error_noRight: 'Zaznacz co najmniej jedno słowo do wyboru jako poprawne.',
  error_brackets: 'Każdy [ potrzebuje swojego ], wokół niepustych słów.',
  error_choices: 'Minimum nie może być większe niż maksimum ani niż liczba słów do wyboru.',
} as const;
