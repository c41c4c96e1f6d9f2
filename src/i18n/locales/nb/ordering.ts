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
  scoring: 'Poenggiving',
  scoringPartial: 'Delvis poeng: hvert punkt fulgt av riktig neste punkt gir en del av poengene',
  scoringAllOrNothing: 'Alt eller ingenting: poeng bare når hele rekkefølgen er riktig',
} as const;
