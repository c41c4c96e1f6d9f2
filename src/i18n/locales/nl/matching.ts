/** Dutch (nl): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Koppelen',
  pairs: 'Paren',
  pairsHint:
    'Elke vraag met het juiste antwoord. Studenten kiezen bij elke vraag een antwoord uit alle antwoorden, in alfabetische volgorde getoond.',
  prompt: 'Vraag {{number}}',
  answer: 'Antwoord bij vraag {{number}}',
  addPair: 'Paar toevoegen',
  removePair: 'Paar {{number}} verwijderen',
  distractors: 'Extra antwoorden',
  distractorsHint: 'Optionele foute antwoorden tussen de keuzes; geen vraag hoort erbij.',
  distractor: 'Extra antwoord {{number}}',
  addDistractor: 'Extra antwoord toevoegen',
  removeDistractor: 'Extra antwoord {{number}} verwijderen',
  rightPairs: 'Juiste paren',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Vragen mogen niet leeg zijn.',
  error_promptDuplicated: 'Vragen mogen niet dubbel voorkomen.',
  error_answerEmpty: 'Antwoorden mogen niet leeg zijn.',
  error_distractorEmpty: 'Extra antwoorden mogen niet leeg zijn.',
  error_distractorPaired: 'Een extra antwoord mag niet het antwoord op een vraag zijn.',
} as const;
