/** Hebrew (he): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'מה התלמידים רואים',
  score: 'ציון',
  scoreAtOnce: 'מיד',
  scoreAfterDeadline: 'אחרי המועד האחרון',
  scoreOnRelease: 'כשאפרסם אותו',
  answers: 'תשובות נכונות ומשוב',
  answersNever: 'אף פעם',
  answersAfterSubmit: 'אחרי ההגשה',
  answersAfterDeadline: 'אחרי המועד האחרון',
  hint: 'התלמידים רואים זאת בקישור האישי שלהם אחרי ההגשה; ההערות שלך מוצגות עם הציון. בלי מועד אחרון, „אחרי המועד האחרון” ממתין עד שייקבע מועד והוא יחלוף.',
  revealsScore:
    'בבחירות אלה כל סטודנט רואה את התשובות הנכונות לצד תשובותיו לפני שהציון מוצג, וכך הן חושפות את הציון. הציגו את התשובות הנכונות לא לפני הציון.',
  save: 'שמירת ההגדרה',
  saved: 'ההגדרה נשמרה',
  notReleased: 'הציונים עדיין לא פורסמו.',
  released: 'הציונים פורסמו ב-{{when}}.',
  release: 'פרסום הציונים',
  withdraw: 'ביטול הפרסום',
  loadFailed: 'לא ניתן היה לטעון את ההגדרה.',
  retry: 'ניסיון חוזר',
} as const;
