/** Hindi (hi): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'मिलान',
  pairs: 'जोड़े',
  pairsHint:
    'हर कथन अपने सही उत्तर के साथ। विद्यार्थी हर कथन के लिए सभी उत्तरों में से एक चुनते हैं, जो वर्णानुक्रम में दिखाए जाते हैं।',
  prompt: 'कथन {{number}}',
  answer: 'कथन {{number}} का उत्तर',
  addPair: 'जोड़ा जोड़ें',
  removePair: 'जोड़ा {{number}} हटाएँ',
  distractors: 'अतिरिक्त उत्तर',
  distractorsHint: 'विकल्पों में दिखाए जाने वाले वैकल्पिक गलत उत्तर; किसी कथन से इनका जोड़ा नहीं है।',
  distractor: 'अतिरिक्त उत्तर {{number}}',
  addDistractor: 'अतिरिक्त उत्तर जोड़ें',
  removeDistractor: 'अतिरिक्त उत्तर {{number}} हटाएँ',
  rightPairs: 'सही जोड़े',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'कथन खाली नहीं होने चाहिए।',
  error_promptDuplicated: 'कथन दोहराए नहीं जाने चाहिए।',
  error_answerEmpty: 'उत्तर खाली नहीं होने चाहिए।',
  error_distractorEmpty: 'अतिरिक्त उत्तर खाली नहीं होने चाहिए।',
  error_distractorPaired: 'अतिरिक्त उत्तर किसी कथन का उत्तर नहीं होना चाहिए।',
} as const;
