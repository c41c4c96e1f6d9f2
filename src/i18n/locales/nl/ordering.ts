/** Dutch (nl): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Volgorde',
  items: 'Items in de juiste volgorde',
  hint: 'Studenten zien de items door elkaar en zetten ze in deze volgorde.',
  item: 'Item {{number}}',
  addItem: 'Item toevoegen',
  removeItem: 'Item {{number}} verwijderen',
  rightOrder: 'Juiste volgorde',
  error_itemEmpty: 'Items mogen niet leeg zijn.',
  error_itemDuplicated: 'Items mogen niet dubbel voorkomen.',
  scoring: 'Score',
  scoringPartial:
    'Deelpunten: elk item gevolgd door het juiste volgende item levert een deel van de punten op',
  scoringAllOrNothing: 'Alles of niets: de punten alleen als de hele volgorde juist is',
  places: 'Plaatsen op de afbeelding',
  placesOn: 'Elk item is een plaats op de afbeelding van de vraag',
  placesHint:
    'Studenten zien de afbeelding met elke plaats omlijnd en genoemd naar zijn item, en zetten de plaatsen op volgorde.',
  addImageFirst: 'Voeg hierboven een afbeelding toe en zet er dan de plaats van elk item op.',
  drawFor: 'Teken de plaats van',
  imageAlt: 'Plaatsen op de afbeelding van {{label}}',
  addPlace: 'Plaats toevoegen voor item {{number}}',
  error_placesIncomplete: 'Elk item heeft een plaats op de afbeelding nodig, of geen enkel.',
  error_placesNeedImage:
    'Plaatsen op de afbeelding hebben de afbeelding van de vraag nodig: voeg er hierboven een toe.',
} as const;
