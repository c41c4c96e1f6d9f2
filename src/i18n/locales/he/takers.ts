/** The quiz editor's word on students who have started the quiz (ADR 214), in Hebrew (he), from src/i18n/en/takers.ts. */
export const takers = {
  started_one: '{{count}} תלמיד התחיל את הבוחן הזה: הוא שומר את הגרסה שהתחיל; מי שיתחיל מעכשיו יקבל את זו.',
  started_two:
    '{{count}} תלמידים התחילו את הבוחן הזה: הם שומרים את הגרסה שהתחילו; מי שיתחיל מעכשיו יקבל את זו.',
  started_other:
    '{{count}} תלמידים התחילו את הבוחן הזה: הם שומרים את הגרסה שהתחילו; מי שיתחיל מעכשיו יקבל את זו.',
} as const;
