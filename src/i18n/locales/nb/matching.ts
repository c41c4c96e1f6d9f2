/** Norwegian Bokmål (nb): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Kobling',
  pairs: 'Par',
  pairsHint:
    'Hvert utsagn med sitt riktige svar. Elevene velger et svar til hvert utsagn blant alle svarene, vist i alfabetisk rekkefølge.',
  prompt: 'Utsagn {{number}}',
  answer: 'Svar på utsagn {{number}}',
  addPair: 'Legg til par',
  removePair: 'Fjern par {{number}}',
  distractors: 'Ekstra svar',
  distractorsHint: 'Valgfrie gale svar som vises blant valgene; ingen utsagn hører til dem.',
  distractor: 'Ekstra svar {{number}}',
  addDistractor: 'Legg til ekstra svar',
  removeDistractor: 'Fjern ekstra svar {{number}}',
  rightPairs: 'Riktige par',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Utsagn bør ikke være tomme.',
  error_promptDuplicated: 'Utsagn bør ikke gjentas.',
  error_answerEmpty: 'Svar bør ikke være tomme.',
  error_distractorEmpty: 'Ekstra svar bør ikke være tomme.',
  error_distractorPaired: 'Et ekstra svar bør ikke være svaret på et utsagn.',
} as const;
