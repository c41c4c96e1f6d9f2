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
} as const;
export const choice = {
  name: 'बहुविकल्पी',
} as const;
