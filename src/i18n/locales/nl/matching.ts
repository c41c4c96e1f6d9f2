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
  scoring: 'Score',
  scoringPartial: 'Deelpunten: elk juist paar levert zijn deel van de punten op',
  scoringAllOrNothing: 'Alles of niets: de punten alleen als elk paar juist is',
  scoringRightMinusWrong:
    'Goed min fout: elk juist paar levert zijn deel op, elke fout beantwoorde vraag trekt een deel af (nooit onder 0); een lege vraag telt niet mee',
  places: 'Plaatsen op de afbeelding',
  placesOn: 'Elke vraag is een plaats op de afbeelding van de vraag',
  placesHint:
    'Studenten zien de afbeelding met elke plaats omlijnd en genoemd naar zijn vraag, en kiezen het antwoord bij elke plaats.',
  addImageFirst: 'Voeg hierboven een afbeelding toe en zet er dan de plaats van elke vraag op.',
  drawFor: 'Teken de plaats van',
  imageAlt: 'Plaatsen op de afbeelding van {{label}}',
  addPlace: 'Plaats toevoegen voor vraag {{number}}',
  error_placesIncomplete: 'Elke vraag heeft een plaats op de afbeelding nodig, of geen enkele.',
  error_placesNeedImage:
    'Vragen op de afbeelding hebben de afbeelding van de vraag nodig: voeg er hierboven een toe.',
} as const;
