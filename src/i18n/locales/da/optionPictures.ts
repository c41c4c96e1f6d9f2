/** Danish (da): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Tilføj billede til {{name}}',
  replace: 'Erstat billede',
  replaceOf: 'Erstat billedet af {{name}}',
  remove: 'Fjern billede',
  removeOf: 'Fjern billedet af {{name}}',
  alt: 'Alternativ tekst',
  altOf: 'Alternativ tekst til billedet af {{name}}',
  altHint:
    'Hvad billedet viser, læst højt for elever, der ikke kan se det; et punkt uden tekst kaldes ved den.',
  thumbnail: 'Billede af {{name}}',
} as const;
