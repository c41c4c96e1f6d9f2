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
  places: 'Steder på billedet',
  placesOn: 'Hvert punkt er et sted på spørgsmålets billede',
  placesHint:
    'De studerende ser billedet med hvert sted markeret og navngivet efter sit punkt og sætter stederne i rækkefølge.',
  addImageFirst: 'Tilføj et billede ovenfor, og sæt derefter hvert punkts sted på det.',
  drawFor: 'Tegn stedet for',
  imageAlt: 'Steder på billedet til {{label}}',
  addPlace: 'Tilføj et sted for punkt {{number}}',
  error_placesIncomplete: 'Hvert punkt skal have et sted på billedet, eller intet skal.',
  error_placesNeedImage: 'Steder på billedet kræver spørgsmålets billede: tilføj et ovenfor.',
} as const;
