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
} as const;
