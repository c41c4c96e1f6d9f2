/**
 * What a student sees of right answers, points per question and feedback after submitting, and when. For now: all of
 * it for an ungraded quiz, none of it for a graded one (the teacher reviews those). The one place the rule lives, so
 * the quiz's review setting can extend it. No zod: the student page's first script reads it (ADR 140).
 */
export function reviewShown(quiz: { readonly isGraded: boolean }): boolean {
  return !quiz.isGraded;
}
