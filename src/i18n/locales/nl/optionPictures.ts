/** Dutch (nl): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Afbeelding toevoegen aan {{name}}',
  replace: 'Afbeelding vervangen',
  replaceOf: 'Afbeelding van {{name}} vervangen',
  remove: 'Afbeelding verwijderen',
  removeOf: 'Afbeelding van {{name}} verwijderen',
  alt: 'Alternatieve tekst',
  altOf: 'Alternatieve tekst van de afbeelding van {{name}}',
  altHint:
    'Wat de afbeelding toont, voorgelezen aan leerlingen die haar niet kunnen zien; een onderdeel zonder tekst heet zo.',
  thumbnail: 'Afbeelding van {{name}}',
} as const;
