/** Hindi (hi): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: '{{name}} में चित्र जोड़ें',
  replace: 'चित्र बदलें',
  replaceOf: '{{name}} का चित्र बदलें',
  remove: 'चित्र हटाएँ',
  removeOf: '{{name}} का चित्र हटाएँ',
  alt: 'वैकल्पिक पाठ',
  altOf: '{{name}} के चित्र का वैकल्पिक पाठ',
  altHint:
    'चित्र क्या दिखाता है, उन छात्रों को पढ़कर सुनाया जाता है जो उसे देख नहीं सकते; बिना पाठ वाली प्रविष्टि इसी नाम से जानी जाती है।',
  thumbnail: '{{name}} का चित्र',
} as const;
