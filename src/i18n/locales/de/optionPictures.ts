/** German (de): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Bild zu {{name}} hinzufügen',
  replace: 'Bild ersetzen',
  replaceOf: 'Bild von {{name}} ersetzen',
  remove: 'Bild entfernen',
  removeOf: 'Bild von {{name}} entfernen',
  alt: 'Alternativtext',
  altOf: 'Alternativtext des Bildes von {{name}}',
  altHint:
    'Was das Bild zeigt, vorgelesen für Lernende, die es nicht sehen können; ein Eintrag ohne Text heißt danach.',
  thumbnail: 'Bild von {{name}}',
} as const;
