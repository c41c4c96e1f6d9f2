/**
 * When a matching question counts as answered on the student page (ADR 350): every prompt shown has an answer
 * picked; a prompt left blank leaves the question unanswered. No zod here (ADR 140).
 * @publicModule the take page's count of unanswered questions asks it.
 */
type View = Readonly<Record<string, unknown>> | undefined;

export function matchingAnswered(view: View, response: unknown): boolean {
  if (!Array.isArray(response)) return false;
  const picked = new Set(
    response.flatMap((entry: unknown) => {
      const { prompt, answer } = (entry ?? {}) as { prompt?: unknown; answer?: unknown };
      return typeof prompt === 'string' && typeof answer === 'string' && answer.trim() !== '' ? [prompt] : [];
    }),
  );
  const prompts = Array.from({ length: Number(view?.prompts ?? 0) }, (_, i) => view?.[`prompt.${i}`]);
  return prompts.length > 0 && prompts.every((prompt) => typeof prompt === 'string' && picked.has(prompt));
}
