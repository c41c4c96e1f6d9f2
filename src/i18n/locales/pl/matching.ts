/** Polish (pl): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Dopasowanie',
  pairs: 'Pary',
  pairsHint:
    'Każde polecenie z właściwą odpowiedzią. Uczniowie wybierają odpowiedź do każdego polecenia spośród wszystkich odpowiedzi, pokazanych w kolejności alfabetycznej.',
  prompt: 'Polecenie {{number}}',
  answer: 'Odpowiedź do polecenia {{number}}',
  addPair: 'Dodaj parę',
  removePair: 'Usuń parę {{number}}',
  distractors: 'Dodatkowe odpowiedzi',
  distractorsHint:
    'Opcjonalne błędne odpowiedzi pokazywane wśród wyborów; żadne polecenie nie jest z nimi w parze.',
  distractor: 'Dodatkowa odpowiedź {{number}}',
  addDistractor: 'Dodaj dodatkową odpowiedź',
  removeDistractor: 'Usuń dodatkową odpowiedź {{number}}',
  rightPairs: 'Właściwe pary',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Polecenia nie powinny być puste.',
  error_promptDuplicated: 'Polecenia nie powinny się powtarzać.',
  error_answerEmpty: 'Odpowiedzi nie powinny być puste.',
  error_distractorEmpty: 'Dodatkowe odpowiedzi nie powinny być puste.',
  error_distractorPaired: 'Dodatkowa odpowiedź nie powinna być odpowiedzią do polecenia.',
  scoring: 'Punktacja',
  scoringPartial: 'Punkty częściowe: każda właściwa para daje swoją część punktów',
  scoringAllOrNothing: 'Wszystko albo nic: punkty tylko wtedy, gdy każda para jest właściwa',
  scoringRightMinusWrong:
    'Dobre minus złe: każda właściwa para daje swoją część, każde polecenie z błędną odpowiedzią odejmuje część (nigdy poniżej 0); polecenie bez odpowiedzi nie liczy się wcale',
  places: 'Miejsca na obrazie',
  placesOn: 'Każde polecenie to miejsce na obrazie pytania',
  placesHint:
    'Uczący się widzą obraz z każdym miejscem obrysowanym i nazwanym jak jego polecenie i wybierają odpowiedź dla każdego miejsca.',
  addImageFirst: 'Dodaj obraz powyżej, a potem umieść na nim miejsce każdego polecenia.',
  drawFor: 'Narysuj miejsce polecenia',
  imageAlt: 'Miejsca na obrazie pytania {{label}}',
  addPlace: 'Dodaj miejsce dla polecenia {{number}}',
  error_placesIncomplete: 'Każde polecenie potrzebuje miejsca na obrazie albo żadne.',
  error_placesNeedImage: 'Polecenia na obrazie wymagają obrazu pytania: dodaj go powyżej.',
} as const;
