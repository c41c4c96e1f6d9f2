/** Hebrew (he): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'התאמה',
  pairs: 'זוגות',
  pairsHint:
    'כל היגד עם התשובה הנכונה שלו. התלמידים בוחרים תשובה לכל היגד מתוך כל התשובות, המוצגות בסדר אלפביתי.',
  prompt: 'היגד {{number}}',
  answer: 'תשובה להיגד {{number}}',
  addPair: 'הוספת זוג',
  removePair: 'הסרת זוג {{number}}',
  distractors: 'תשובות נוספות',
  distractorsHint: 'תשובות שגויות רשות המוצגות בין האפשרויות; אף היגד לא מותאם להן.',
  distractor: 'תשובה נוספת {{number}}',
  addDistractor: 'הוספת תשובה נוספת',
  removeDistractor: 'הסרת תשובה נוספת {{number}}',
  rightPairs: 'זוגות נכונים',
  pair: '{{prompt}} ← {{answer}}',
  error_promptEmpty: 'היגדים לא צריכים להיות ריקים.',
  error_promptDuplicated: 'היגדים לא צריכים לחזור על עצמם.',
  error_answerEmpty: 'תשובות לא צריכות להיות ריקות.',
  error_distractorEmpty: 'תשובות נוספות לא צריכות להיות ריקות.',
  error_distractorPaired: 'תשובה נוספת לא צריכה להיות התשובה של היגד.',
} as const;
