/** Hebrew (he): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'סידור',
  items: 'פריטים בסדר הנכון',
  hint: 'התלמידים רואים את הפריטים מעורבבים ומסדרים אותם בסדר הזה.',
  item: 'פריט {{number}}',
  addItem: 'הוספת פריט',
  removeItem: 'הסרת פריט {{number}}',
  rightOrder: 'הסדר הנכון',
  error_itemEmpty: 'פריטים לא צריכים להיות ריקים.',
  error_itemDuplicated: 'פריטים לא צריכים לחזור על עצמם.',
  scoring: 'ניקוד',
  scoringPartial: 'ניקוד חלקי: כל פריט שאחריו בא הפריט הנכון מזכה בחלק מהנקודות',
  scoringAllOrNothing: 'הכול או כלום: הנקודות רק כשהסדר כולו נכון',
} as const;
