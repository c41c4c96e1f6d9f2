/** Hindi (hi): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'फ़ाइल अपलोड',
  handScored:
    'विद्यार्थी एक फ़ाइल भेजकर उत्तर देते हैं (रिपोर्ट, हल की फ़ोटो); शिक्षक उसे जाँचते हैं: अंक मिलने तक प्रयास पर “मूल्यांकन बाकी है” दिखता है।',
  kinds: 'स्वीकार्य फ़ाइल प्रकार',
  kindsHint: '.pdf जैसे एक्सटेंशन या image/* जैसे प्रकार, अल्पविराम से अलग। हर फ़ाइल स्वीकार करने के लिए खाली छोड़ें।',
  anyKind: 'कोई भी फ़ाइल प्रकार',
  maxSize: 'सबसे बड़ी फ़ाइल (MB)',
  maxSizeHint: 'अधिकतम {{max}} MB। {{max}} MB के लिए खाली छोड़ें।',
  maxFiles: 'प्रति उत्तर फ़ाइलें',
  instructions: 'विद्यार्थियों के लिए निर्देश',
  instructionsHint: 'फ़ाइल चुनने वाले के पास दिखते हैं: क्या और कैसे भेजना है।',
  limits: 'सीमाएँ',
  oneFile: 'एक फ़ाइल, {{size}} तक',
  manyFiles: 'अधिकतम फ़ाइलें: {{max}}, हर एक {{size}} तक',
  error_badKind: 'हर फ़ाइल प्रकार को .pdf जैसे एक्सटेंशन या image/* जैसे प्रकार के रूप में लिखें।',
  error_tooManyKinds: 'एक प्रश्न अधिकतम 20 फ़ाइल प्रकार स्वीकार करता है।',
  download: '{{name}} डाउनलोड करें ({{size}})',
  downloadFailed: 'फ़ाइल डाउनलोड नहीं हो सकी। फिर से कोशिश करें।',
} as const;
