/** Hebrew (he): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'סוג השאלה החדשה',
  points: 'נקודות',
  generalFeedback: 'משוב כללי',
  pointsAndFeedback: 'נקודות ומשוב',
  pointsEarned: '{{earned}} מתוך {{max}}',
  textBlock: 'בלוק טקסט',
  addText: 'הוספת טקסט',
  textBlockText: 'הטקסט שמוצג לתלמידים',
  textBlockHint: 'התלמידים קוראים את הטקסט הזה בין השאלות. הוא אינו שואל דבר ואין לו נקודות.',
  equationError: 'שגיאה במשוואה',
  equationPreview: 'תצוגה מקדימה',
  /** ADR 389: the chemical structure question. */
  structure: 'מבנה כימי',
  structureBoard: 'לוח ציור למולקולה הנכונה',
  structureText: 'המולקולה הנכונה (SMILES או molfile)',
  structureTextHint: 'ציירו אותה על הלוח, או הקלידו או הדביקו כאן את ה-SMILES או ה-molfile שלה.',
  structureStereo: 'הסטריאוכימיה נחשבת',
  structureStereoHint: 'אננטיומרים ואיזומרי E/Z הם אז תשובות שונות.',
  structureStereoOn: 'כן',
  structureStereoOff: 'לא',
  structureRight: 'המולקולה הנכונה',
  structureMissing: 'ציירו את המולקולה הנכונה או הדביקו את ה-SMILES או ה-molfile שלה',
  structureUnreadable: 'לא ניתן לקרוא את המולקולה: בדקו את ה-SMILES או ה-molfile שלה',
  structureEmpty: 'אין במולקולה אטומים: ציירו אותה או הקלידו את ה-SMILES שלה',
  structureTooLarge: 'המולקולה גדולה מדי: 100 אטומים לכל היותר',
  structureLoading: 'טוען את לוח הציור…',
  structureLoadFailed: 'לא ניתן לטעון את לוח הציור: הקלידו את ה-SMILES במקום זאת.',
} as const;
export const choice = {
  name: 'בחירה מרובה',
} as const;
