/**
 * What the console writes into its packages so that its own import reads them back whole (ADR 155): each mark is
 * a place the standard leaves to the exporting tool (QTI 2.1 `toolName` and `label`, HTML `data-` attributes in
 * Common Cartridge material, a LOM keyword), so an LMS ignores it.
 */

/** QTI 2.1 `toolName` of the console's assessment tests and items. */
export const TOOL_NAME = 'science-video-console';

/** QTI 2.1 item label of a video item: the catalog article it shows. */
export const articleLabel = (articleId: number) => `catalog-article:${articleId}`;

/** The article id of a video item's label; undefined when the label is not one. */
export function articleOfLabel(label: string | undefined): number | undefined {
  const match = /^catalog-article:(\d{1,9})$/.exec(label ?? '');
  return match ? Number(match[1]) : undefined;
}

/** LOM keyword of a Common Cartridge whose quiz is graded. */
export const GRADED_KEYWORD = 'graded quiz';

/**
 * Moodle XML `idnumber` of a category holding a quiz activity's own questions (not a bank's): in a file with random
 * questions, every other category is read as a bank category (ADR 259).
 */
export const QUIZ_CATEGORY_ID = 'console-quiz-activity';
