/** Hebrew (he): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'סימון בטקסט',
  passage: 'קטע',
  passageHint:
    'שימו כל מילה או ביטוי שהתלמיד יכול לבחור בין סוגריים מרובעים, כמו [מילה]. או סמנו מילים בקטע ולחצו על „הפוך לניתן לבחירה”.',
  markSelection: 'הפוך לניתן לבחירה',
  spans: 'מילים לבחירה: סמנו את הנכונות',
  right: 'נכון: {{text}}',
  feedback: 'משוב כאשר „{{text}}” נבחר',
  minChoices: 'מספר המילים המזערי לבחירה (0: ללא מינימום)',
  maxChoices: 'מספר המילים המרבי לבחירה (0: ללא הגבלה)',
  spanPoints: '{{points}} נקודות',
  rightWords: 'מילים נכונות',
  scoring: 'ניקוד',
  scoringPartial: 'ניקוד חלקי: כל מילה נכונה שנבחרה מזכה בחלקה בנקודות, וכל מילה שגויה מורידה חלק',
  scoringAllOrNothing: 'הכול או כלום: הנקודות רק על המילים הנכונות בדיוק',
  error_noSpan: 'סמנו לפחות מילה אחת בקטע כניתנת לבחירה, בין [ ל-].',
  error_noRight: 'סמנו לפחות מילה אחת לבחירה כנכונה.',
  error_brackets: 'כל [ צריך ] משלו, סביב מילים שאינן ריקות.',
  error_choices: 'המינימום לא יכול להיות גדול מהמקסימום או ממספר המילים לבחירה.',
} as const;
