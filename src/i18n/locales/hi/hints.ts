/** Hindi (hi): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'संकेत',
  intro: 'उत्तर देते समय विद्यार्थी एक-एक करके संकेत माँग सकता है। कोई संकेत प्रश्न के अंकों का कुछ हिस्सा ले सकता है।',
  add: 'संकेत जोड़ें',
  hintLabel: 'संकेत {{number}}',
  solutionLabel: 'हल',
  text: '{{name}} का पाठ',
  penalty: 'दंड (अंकों का %)',
  penaltyHint: 'विद्यार्थी के यह संकेत दिखाने पर उत्तर के अंकों से घटाया जाता है; कोई दंड नहीं तो 0।',
  isSolution: 'यह पूरा हल है (विद्यार्थी के बटन पर “हल दिखाएँ” लिखा होता है)',
  moveUp: '{{name}} ऊपर ले जाएँ',
  moveDown: '{{name}} नीचे ले जाएँ',
  remove: '{{name}} हटाएँ',
  used: 'उपयोग किए गए संकेत: {{count}}',
} as const;
