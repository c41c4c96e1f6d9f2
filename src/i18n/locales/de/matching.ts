/** German (de): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Zuordnung',
  pairs: 'Paare',
  pairsHint:
    'Jede Vorgabe mit ihrer richtigen Antwort. Lernende wählen zu jeder Vorgabe eine Antwort aus allen Antworten, die alphabetisch sortiert erscheinen.',
  prompt: 'Vorgabe {{number}}',
  answer: 'Antwort zu Vorgabe {{number}}',
  addPair: 'Paar hinzufügen',
  removePair: 'Paar {{number}} entfernen',
  distractors: 'Zusätzliche Antworten',
  distractorsHint: 'Optionale falsche Antworten, die zur Auswahl stehen; keiner Vorgabe zugeordnet.',
  distractor: 'Zusätzliche Antwort {{number}}',
  addDistractor: 'Zusätzliche Antwort hinzufügen',
  removeDistractor: 'Zusätzliche Antwort {{number}} entfernen',
  rightPairs: 'Richtige Paare',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Vorgaben sollten nicht leer sein.',
  error_promptDuplicated: 'Vorgaben sollten nicht doppelt vorkommen.',
  error_answerEmpty: 'Antworten sollten nicht leer sein.',
  error_distractorEmpty: 'Zusätzliche Antworten sollten nicht leer sein.',
  error_distractorPaired: 'Eine zusätzliche Antwort sollte nicht die Antwort einer Vorgabe sein.',
} as const;
