/** Norwegian Bokmål (nb): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Legg til bilde i {{name}}',
  replace: 'Erstatt bilde',
  replaceOf: 'Erstatt bildet til {{name}}',
  remove: 'Fjern bilde',
  removeOf: 'Fjern bildet til {{name}}',
  alt: 'Alternativ tekst',
  altOf: 'Alternativ tekst for bildet til {{name}}',
  altHint: 'Hva bildet viser, lest høyt for elever som ikke kan se det; et punkt uten tekst heter det.',
  thumbnail: 'Bilde av {{name}}',
} as const;
