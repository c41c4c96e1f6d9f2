/** Arabic (ar): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'مطابقة',
  pairs: 'الأزواج',
  pairsHint:
    'كل عبارة مع إجابتها الصحيحة. يختار الطلاب إجابة لكل عبارة من بين جميع الإجابات، معروضة بترتيب أبجدي.',
  prompt: 'العبارة {{number}}',
  answer: 'إجابة العبارة {{number}}',
  addPair: 'إضافة زوج',
  removePair: 'إزالة الزوج {{number}}',
  distractors: 'إجابات إضافية',
  distractorsHint: 'إجابات خاطئة اختيارية تظهر بين الخيارات، ولا ترتبط بأي عبارة.',
  distractor: 'الإجابة الإضافية {{number}}',
  addDistractor: 'إضافة إجابة إضافية',
  removeDistractor: 'إزالة الإجابة الإضافية {{number}}',
  rightPairs: 'الأزواج الصحيحة',
  pair: '{{prompt}} ← {{answer}}',
  error_promptEmpty: 'يجب ألا تكون العبارات فارغة.',
  error_promptDuplicated: 'يجب ألا تتكرر العبارات.',
  error_answerEmpty: 'يجب ألا تكون الإجابات فارغة.',
  error_distractorEmpty: 'يجب ألا تكون الإجابات الإضافية فارغة.',
  error_distractorPaired: 'يجب ألا تكون الإجابة الإضافية إجابةً لإحدى العبارات.',
} as const;
