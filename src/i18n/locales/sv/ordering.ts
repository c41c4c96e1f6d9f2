/** Swedish (sv): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Ordningsföljd',
  items: 'Punkter i rätt ordning',
  hint: 'Eleverna ser punkterna blandade och sätter dem i denna ordning.',
  item: 'Punkt {{number}}',
  addItem: 'Lägg till punkt',
  removeItem: 'Ta bort punkt {{number}}',
  rightOrder: 'Rätt ordning',
  error_itemEmpty: 'Punkter bör inte vara tomma.',
  error_itemDuplicated: 'Punkter bör inte förekomma två gånger.',
  scoring: 'Poängsättning',
  scoringPartial: 'Delpoäng: varje punkt som följs av rätt nästa punkt ger en andel av poängen',
  scoringAllOrNothing: 'Allt eller inget: poäng bara när hela ordningen är rätt',
} as const;
