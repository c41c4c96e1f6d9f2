/** The one save check of a list of texts the student tells apart (options, accepted answers, items, prompts, units). */
import type { FieldIssue } from './questionType';

/**
 * Issues beside `field` when a text (as the type normalises it) is empty, and when two filled ones are the same;
 * empty texts are not counted as duplicates of each other.
 */
export function textListIssues(
  field: string,
  texts: readonly string[],
  messages: { readonly empty: string; readonly duplicated: string },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (texts.some((value) => value === '')) issues.push({ field, message: messages.empty });
  const filled = texts.filter((value) => value !== '');
  if (new Set(filled).size !== filled.length) issues.push({ field, message: messages.duplicated });
  return issues;
}
