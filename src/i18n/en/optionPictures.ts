/** The console's strings of pictures on choice options and matching entries (ADR 311). */
export const optionPictures = {
  addTo: 'Add picture to {{name}}',
  replace: 'Replace picture',
  replaceOf: 'Replace picture of {{name}}',
  remove: 'Remove picture',
  removeOf: 'Remove picture of {{name}}',
  alt: 'Alternative text',
  altOf: 'Alternative text of the picture of {{name}}',
  altHint:
    'What the picture shows, read aloud to students who cannot see it; an entry without text goes by it.',
  thumbnail: 'Picture of {{name}}',
} as const;
