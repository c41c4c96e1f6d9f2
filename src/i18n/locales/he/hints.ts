/** Hebrew (he): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'רמזים',
  intro: 'בזמן המענה התלמיד יכול לבקש את הרמזים בזה אחר זה. רמז עשוי לעלות בחלק מנקודות השאלה.',
  add: 'הוספת רמז',
  hintLabel: 'רמז {{number}}',
  solutionLabel: 'פתרון',
  text: 'הטקסט של {{name}}',
  penalty: 'קנס (% מהנקודות)',
  penaltyHint: 'מופחת מהנקודות של התשובה כשהתלמיד מציג את הרמז הזה; 0 ללא קנס.',
  isSolution: 'זה הפתרון המלא (בכפתור של התלמיד כתוב „הצגת הפתרון”)',
  moveUp: 'העברת {{name}} למעלה',
  moveDown: 'העברת {{name}} למטה',
  remove: 'הסרת {{name}}',
  used: 'רמזים שנוצלו: {{count}}',
} as const;
