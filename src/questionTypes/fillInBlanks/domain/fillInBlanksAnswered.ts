/**
 * When a fill in the blanks question counts as answered on the student page (ADR 350): every blank shown has an
 * answer; one blank left empty leaves the question unanswered. No zod here (ADR 140).
 * @publicModule the take page's count of unanswered questions asks it.
 */
type View = Readonly<Record<string, unknown>> | undefined;

export function fillInBlanksAnswered(view: View, response: unknown): boolean {
  if (!Array.isArray(response)) return false;
  const filled = new Set(
    response.flatMap((entry: unknown) => {
      const { gap, answer } = (entry ?? {}) as { gap?: unknown; answer?: unknown };
      return typeof gap === 'string' && typeof answer === 'string' && answer.trim() !== '' ? [gap] : [];
    }),
  );
  const gaps = Array.from({ length: Number(view?.gaps ?? 0) }, (_, i) => view?.[`gap.${i}.id`]);
  return gaps.length > 0 && gaps.every((gap) => typeof gap === 'string' && filled.has(gap));
}
