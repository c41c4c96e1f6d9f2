/** Polish (pl): the fill-in-the-blanks question's editor and answer key, from src/i18n/en/fillInBlanks.ts. */
export const fillInBlanks = {
  name: 'Uzupełnij luki',
  text: 'Tekst z lukami',
  textHint:
    'Ustaw kursor tam, gdzie ma być luka, albo zaznacz słowa, które zastępuje, i naciśnij „Dodaj lukę”. Każda luka ma w tekście postać [[1]], [[2]]…',
  addGap: 'Dodaj lukę',
  gap: 'Luka {{number}}',
  removeGap: 'Usuń lukę {{number}}',
  kind: 'Rodzaj luki {{number}}',
  kind_typed: 'Wpisywana odpowiedź',
  kind_dropdown: 'Lista rozwijana',
  answer: 'Akceptowana odpowiedź {{entry}} dla luki {{number}}',
  addAnswer: 'Dodaj akceptowaną odpowiedź do luki {{number}}',
  removeAnswer: 'Usuń akceptowaną odpowiedź {{entry}} luki {{number}}',
  caseSensitive: 'Rozróżniaj wielkość liter (luka {{number}})',
  option: 'Opcja {{entry}} dla luki {{number}}',
  rightOptionIs: 'Opcja {{entry}} luki {{number}} jest poprawna',
  addOption: 'Dodaj opcję do luki {{number}}',
  removeOption: 'Usuń opcję {{entry}} luki {{number}}',
  answersHint:
    'Gwiazdka (*) pasuje do dowolnego tekstu; spacje przed słowami, po nich i między nimi są pomijane.',
  rightAnswers: 'Poprawne odpowiedzi',
  rightAnswer: 'Luka {{number}}: {{answer}}',
  error_noGap: 'Dodaj do tekstu co najmniej jedną lukę.',
  error_gapNotOnce:
    'Każda luka powinna wystąpić w tekście dokładnie raz: przywróć brakujące lub powtórzone znaczniki albo usuń lukę.',
  error_unknownMarker: 'Tekst zawiera znacznik taki jak [[9]] dla luki, która nie istnieje.',
  error_optionEmpty: 'Opcje nie mogą być puste.',
  error_optionDuplicated: 'Opcje nie mogą się powtarzać.',
  error_fewOptions: 'Lista rozwijana potrzebuje co najmniej dwóch opcji.',
  error_answerEmpty: 'Akceptowane odpowiedzi nie mogą być puste.',
  error_answerDuplicated: 'Akceptowane odpowiedzi nie mogą się powtarzać.',
} as const;
