/** Danish (da): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Rækkefølge',
  items: 'Punkter i den rigtige rækkefølge',
  hint: 'Eleverne ser punkterne blandet og sætter dem i denne rækkefølge.',
  item: 'Punkt {{number}}',
  addItem: 'Tilføj punkt',
  removeItem: 'Fjern punkt {{number}}',
  rightOrder: 'Rigtig rækkefølge',
  error_itemEmpty: 'Punkter må ikke være tomme.',
  error_itemDuplicated: 'Punkter må ikke gentages.',
  scoring: 'Pointgivning',
  scoringPartial:
    'Delvis point: hvert punkt efterfulgt af det rigtige næste punkt giver en andel af pointene',
  scoringAllOrNothing: 'Alt eller intet: kun point, når hele rækkefølgen er rigtig',
} as const;
