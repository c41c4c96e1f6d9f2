/** Polish (pl): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Co widzą uczniowie',
  score: 'Wynik',
  scoreAtOnce: 'Od razu',
  scoreAfterDeadline: 'Po terminie',
  scoreOnRelease: 'Gdy go udostępnię',
  answers: 'Poprawne odpowiedzi i informacja zwrotna',
  answersNever: 'Nigdy',
  answersAfterSubmit: 'Po oddaniu',
  answersAfterDeadline: 'Po terminie',
  hint: 'Uczniowie widzą to pod swoim osobistym linkiem po oddaniu; Twoje komentarze pojawiają się z wynikiem. Bez terminu „Po terminie” czeka, aż termin zostanie ustawiony i minie.',
  revealsScore:
    'Przy tych ustawieniach każdy student widzi poprawne odpowiedzi obok swoich, zanim pojawi się wynik, więc je zdradzają. Pokazuj poprawne odpowiedzi nie wcześniej niż wynik.',
  save: 'Zapisz ustawienie',
  saved: 'Ustawienie zapisane',
  notReleased: 'Wyniki nie są jeszcze udostępnione.',
  released: 'Wyniki udostępnione {{when}}.',
  release: 'Udostępnij wyniki',
  withdraw: 'Cofnij udostępnienie',
  loadFailed: 'Nie udało się wczytać ustawienia.',
  retry: 'Spróbuj ponownie',
} as const;
