/** Hebrew (he): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'העלאת קובץ',
  handScored:
    'התלמידים עונים בשליחת קובץ (דוח, צילום של דרך הפתרון); מורה בודק אותו: הניסיון מציג „ממתין לבדיקה” עד שלתשובה יש ניקוד.',
  kinds: 'סוגי קבצים מתקבלים',
  kindsHint: 'סיומות כמו ‎.pdf או סוגים כמו image/*, מופרדים בפסיקים. השאירו ריק כדי לקבל כל קובץ.',
  anyKind: 'כל סוג קובץ',
  maxSize: 'הקובץ הגדול ביותר (MB)',
  maxSizeHint: 'לכל היותר {{max}} MB. השאירו ריק עבור {{max}} MB.',
  maxFiles: 'קבצים לתשובה',
  instructions: 'הנחיות לתלמידים',
  instructionsHint: 'מוצגות ליד בורר הקבצים: מה לשלוח ואיך.',
  limits: 'מגבלות',
  oneFile: 'קובץ אחד, עד {{size}}',
  manyFiles: 'מספר הקבצים המרבי: {{max}}, כל אחד עד {{size}}',
  error_badKind: 'כתבו כל סוג קובץ כסיומת כמו ‎.pdf או כסוג כמו image/*.',
  error_tooManyKinds: 'שאלה מקבלת לכל היותר 20 סוגי קבצים.',
  error_noImage: 'שאלת ציור צריכה תמונה: הוסיפו תמונה למעלה.',
  drawing: 'התלמיד מצייר על התמונה',
  drawingHint:
    'התלמידים מציירים על תמונת השאלה בכמה צבעים ועוביי עט; הציור נשלח כקובץ PNG אחד, או שהם שולחים תמונה במקומו. השאלה צריכה תמונה.',
  drawingKey: 'התלמיד מצייר על תמונת השאלה; הציור נשלח כקובץ PNG.',
  download: 'הורדת {{name}} ‏({{size}})',
  downloadFailed: 'לא ניתן היה להוריד את הקובץ. נסו שוב.',
} as const;
