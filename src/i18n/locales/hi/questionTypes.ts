/** Hindi (hi): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'नए प्रश्न का प्रकार',
  points: 'अंक',
  generalFeedback: 'सामान्य प्रतिक्रिया',
  pointsAndFeedback: 'अंक और प्रतिक्रिया',
  pointsEarned: '{{max}} में से {{earned}}',
  textBlock: 'टेक्स्ट ब्लॉक',
  addText: 'टेक्स्ट जोड़ें',
  textBlockText: 'छात्रों को दिखाया जाने वाला टेक्स्ट',
  textBlockHint: 'छात्र यह टेक्स्ट प्रश्नों के बीच पढ़ते हैं। यह कुछ नहीं पूछता और इसके कोई अंक नहीं हैं।',
  equationError: 'समीकरण में त्रुटि',
  equationPreview: 'पूर्वावलोकन',
  /** ADR 389: the chemical structure question. */
  structure: 'रासायनिक संरचना',
  structureBoard: 'सही अणु का ड्रॉइंग बोर्ड',
  structureText: 'सही अणु (SMILES या molfile)',
  structureTextHint: 'इसे बोर्ड पर बनाएँ, या इसका SMILES या molfile यहाँ टाइप या पेस्ट करें।',
  structureStereo: 'त्रिविम रसायन मायने रखता है',
  structureStereoHint: 'तब प्रतिबिंब समावयवी और E/Z समावयवी अलग-अलग उत्तर होते हैं।',
  structureStereoOn: 'हाँ',
  structureStereoOff: 'नहीं',
  structureRight: 'सही अणु',
  structureMissing: 'सही अणु बनाएँ या उसका SMILES या molfile पेस्ट करें',
  structureUnreadable: 'अणु पढ़ा नहीं जा सका: उसका SMILES या molfile जाँचें',
  structureEmpty: 'अणु में कोई परमाणु नहीं है: उसे बनाएँ या उसका SMILES टाइप करें',
  structureTooLarge: 'अणु बहुत बड़ा है: अधिकतम 100 परमाणु',
  structureLoading: 'ड्रॉइंग बोर्ड लोड हो रहा है…',
  structureLoadFailed: 'ड्रॉइंग बोर्ड लोड नहीं हो सका: इसकी जगह SMILES टाइप करें।',
} as const;
export const choice = {
  name: 'बहुविकल्पी',
} as const;
