/**
 * When an ordering question counts as answered on the student page (ADR 350): the student placed its items, so
 * the order sent holds every item shown; the order the page first showed is no answer. No zod here (ADR 140).
 * @publicModule the take page's count of unanswered questions asks it.
 */
type View = Readonly<Record<string, unknown>> | undefined;

export function orderingAnswered(view: View, response: unknown): boolean {
  const items = Array.from({ length: Number(view?.items ?? 0) }, (_, i) => view?.[`item.${i}`]);
  return (
    Array.isArray(response) &&
    items.length > 0 &&
    response.length === items.length &&
    items.every((item) => response.includes(item))
  );
}
