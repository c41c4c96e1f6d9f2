/** Arabic (ar): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'ترتيب',
  items: 'العناصر بالترتيب الصحيح',
  hint: 'يرى الطلاب العناصر مخلوطة ويضعونها بهذا الترتيب.',
  item: 'العنصر {{number}}',
  addItem: 'إضافة عنصر',
  removeItem: 'إزالة العنصر {{number}}',
  rightOrder: 'الترتيب الصحيح',
  error_itemEmpty: 'يجب ألا تكون العناصر فارغة.',
  error_itemDuplicated: 'يجب ألا تتكرر العناصر.',
  scoring: 'طريقة التقييم',
  scoringPartial: 'درجة جزئية: كل عنصر يليه العنصر الصحيح يكسب حصة من النقاط',
  scoringAllOrNothing: 'الكل أو لا شيء: النقاط فقط عندما يكون الترتيب كله صحيحًا',
} as const;
