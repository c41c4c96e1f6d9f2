/** Norwegian Bokmål (nb): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Rekkefølge',
  items: 'Punkter i riktig rekkefølge',
  hint: 'Elevene ser punktene stokket og setter dem i denne rekkefølgen.',
  item: 'Punkt {{number}}',
  addItem: 'Legg til punkt',
  removeItem: 'Fjern punkt {{number}}',
  rightOrder: 'Riktig rekkefølge',
  error_itemEmpty: 'Punkter bør ikke være tomme.',
  error_itemDuplicated: 'Punkter bør ikke gjentas.',
} as const;
