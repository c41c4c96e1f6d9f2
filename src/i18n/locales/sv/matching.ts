/** Swedish (sv): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Para ihop',
  pairs: 'Par',
  pairsHint:
    'Varje påstående med sitt rätta svar. Eleverna väljer ett svar till varje påstående bland alla svar, visade i alfabetisk ordning.',
  prompt: 'Påstående {{number}}',
  answer: 'Svar på påstående {{number}}',
  addPair: 'Lägg till par',
  removePair: 'Ta bort par {{number}}',
  distractors: 'Extra svar',
  distractorsHint: 'Valfria felaktiga svar som visas bland alternativen; inget påstående hör till dem.',
  distractor: 'Extra svar {{number}}',
  addDistractor: 'Lägg till extra svar',
  removeDistractor: 'Ta bort extra svar {{number}}',
  rightPairs: 'Rätta par',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Påståenden bör inte vara tomma.',
  error_promptDuplicated: 'Påståenden bör inte förekomma två gånger.',
  error_answerEmpty: 'Svar bör inte vara tomma.',
  error_distractorEmpty: 'Extra svar bör inte vara tomma.',
  error_distractorPaired: 'Ett extra svar bör inte vara svaret på ett påstående.',
} as const;
