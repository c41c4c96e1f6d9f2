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
} as const;
