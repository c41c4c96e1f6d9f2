/**
 * The words a student picked in a hot text passage (ADR 295), in the passage's order, from their ids and the view.
 * @publicModule the take page's review names a hot text answer with it.
 */
import { parsePassage } from '../domain/hotTextPassage';

export function pickedWords(response: unknown, view: Readonly<Record<string, unknown>> | undefined): string {
  const picked = new Set(Array.isArray(response) ? response : []);
  const passage = typeof view?.passage === 'string' ? view.passage : '';
  return parsePassage(passage)
    .parts.flatMap((part) =>
      part.kind === 'span' && picked.has(view?.[`span.${part.index}`]) ? [`“${part.text.trim()}”`] : [],
    )
    .join(', ');
}
