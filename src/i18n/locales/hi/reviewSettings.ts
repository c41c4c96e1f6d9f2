/** Hindi (hi): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'विद्यार्थी क्या देखते हैं',
  score: 'स्कोर',
  scoreAtOnce: 'तुरंत',
  scoreAfterDeadline: 'अंतिम तिथि के बाद',
  scoreOnRelease: 'जब मैं जारी करूँ',
  answers: 'सही उत्तर और प्रतिक्रिया',
  answersNever: 'कभी नहीं',
  answersAfterSubmit: 'जमा करने के बाद',
  answersAfterDeadline: 'अंतिम तिथि के बाद',
  hint: 'विद्यार्थी जमा करने के बाद इसे अपने निजी लिंक पर देखते हैं; आपकी टिप्पणियाँ स्कोर के साथ दिखती हैं। अंतिम तिथि न हो तो “अंतिम तिथि के बाद” तब तक रुकता है जब तक कोई तिथि तय होकर बीत न जाए।',
  revealsScore:
    'इन विकल्पों के साथ हर छात्र अंक दिखने से पहले ही अपने उत्तरों के पास सही उत्तर देख लेता है: इससे अंक पता चल जाते हैं। सही उत्तर अंक से पहले न दिखाएँ।',
  save: 'सेटिंग सहेजें',
  saved: 'सेटिंग सहेजी गई',
  notReleased: 'स्कोर अभी जारी नहीं हुए हैं।',
  released: 'स्कोर {{when}} को जारी हुए।',
  release: 'स्कोर जारी करें',
  withdraw: 'जारी करना वापस लें',
  loadFailed: 'सेटिंग लोड नहीं हो सकी।',
  retry: 'फिर से कोशिश करें',
} as const;
