/** French (fr): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Ajouter une image à {{name}}',
  replace: 'Remplacer l’image',
  replaceOf: 'Remplacer l’image de {{name}}',
  remove: 'Retirer l’image',
  removeOf: 'Retirer l’image de {{name}}',
  alt: 'Texte alternatif',
  altOf: 'Texte alternatif de l’image de {{name}}',
  altHint:
    'Ce que montre l’image, lu à voix haute aux élèves qui ne la voient pas ; une entrée sans texte porte ce nom.',
  thumbnail: 'Image de {{name}}',
} as const;
