/** Danish (da): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Parring',
  pairs: 'Par',
  pairsHint:
    'Hvert udsagn med sit rigtige svar. Eleverne vælger et svar til hvert udsagn blandt alle svarene, vist i alfabetisk rækkefølge.',
  prompt: 'Udsagn {{number}}',
  answer: 'Svar til udsagn {{number}}',
  addPair: 'Tilføj par',
  removePair: 'Fjern par {{number}}',
  distractors: 'Ekstra svar',
  distractorsHint: 'Valgfrie forkerte svar, der vises blandt valgmulighederne; intet udsagn hører til dem.',
  distractor: 'Ekstra svar {{number}}',
  addDistractor: 'Tilføj ekstra svar',
  removeDistractor: 'Fjern ekstra svar {{number}}',
  rightPairs: 'Rigtige par',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Udsagn må ikke være tomme.',
  error_promptDuplicated: 'Udsagn må ikke gentages.',
  error_answerEmpty: 'Svar må ikke være tomme.',
  error_distractorEmpty: 'Ekstra svar må ikke være tomme.',
  error_distractorPaired: 'Et ekstra svar må ikke være svaret på et udsagn.',
} as const;
