/** Swedish (sv): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Lägg till bild i {{name}}',
  replace: 'Ersätt bild',
  replaceOf: 'Ersätt bilden i {{name}}',
  remove: 'Ta bort bild',
  removeOf: 'Ta bort bilden i {{name}}',
  alt: 'Alternativ text',
  altOf: 'Alternativ text för bilden i {{name}}',
  altHint: 'Vad bilden visar, uppläst för elever som inte kan se den; en post utan text heter så.',
  thumbnail: 'Bild i {{name}}',
} as const;
