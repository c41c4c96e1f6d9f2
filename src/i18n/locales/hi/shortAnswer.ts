/** Hindi (hi): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'लघु उत्तर',
  answers: 'स्वीकृत उत्तर',
  answer: 'स्वीकृत उत्तर {{number}}',
  feedback: 'स्वीकृत उत्तर {{number}} के लिए प्रतिक्रिया',
  fraction: 'स्वीकृत उत्तर {{number}} के लिए अंकों का हिस्सा',
  addAnswer: 'स्वीकृत उत्तर जोड़ें',
  removeAnswer: 'स्वीकृत उत्तर {{number}} हटाएँ',
  caseSensitive: 'अक्षरों का केस मायने रखता है',
  hint: 'शब्दों के पहले, बाद और बीच की जगहों पर ध्यान नहीं दिया जाता; तारांकन (*) किसी भी पाठ से मेल खाता है।',
  wrongAnswers: 'प्रश्न {{number}} के सबसे आम गलत उत्तर',
  colAnswer: 'उत्तर',
  colCount: 'विद्यार्थी',
} as const;
