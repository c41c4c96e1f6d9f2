/** Hindi (hi): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'निबंध',
  needsGrading: 'मूल्यांकन बाकी है',
  needsGradingSoFar: 'अब तक {{percentage}} % · मूल्यांकन बाकी है',
  handScored: 'हर निबंध को शिक्षक अंक देते हैं: जब तक निबंध को अंक नहीं मिलते, प्रयास में “मूल्यांकन बाकी है” दिखता है।',
  minWords: 'न्यूनतम शब्द',
  minWordsHint: 'कोई न्यूनतम न रखने के लिए खाली छोड़ें। इससे छोटा उत्तर भी सहेजा जाता है और जमा किया जा सकता है।',
  maxWords: 'अधिकतम शब्द',
  maxWordsHint: 'कोई सीमा न रखने के लिए खाली छोड़ें। इससे लंबा उत्तर सहेजा नहीं जा सकता।',
  lines: 'उत्तर बॉक्स की पंक्तियाँ',
  template: 'उत्तर बॉक्स में पहले से लिखा पाठ',
  graderInfo: 'मूल्यांकन करने वालों के लिए जानकारी',
  graderInfoHint: 'एक अच्छा उत्तर क्या कहता है। विद्यार्थी इसे कभी नहीं देखते।',
  noLimit: 'कोई शब्द सीमा नहीं',
  error_minAboveMax: 'न्यूनतम, अधिकतम से अधिक नहीं होना चाहिए।',
} as const;
