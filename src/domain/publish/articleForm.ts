/**
 * The article form of the publisher's desk (ADR 314): the values it edits, how an article becomes them, the edits
 * of its repeatable rows (authors and the institutions they belong to) and the check that makes them the save's
 * body (`ArticleSaveSchema`, with its messages). Topics are typed one per line.
 */
import * as z from 'zod';
import { ArticleTypeSchema } from '../content/content';
import { ArticleSaveSchema, type DeskArticle } from './deskArticle';

const ArticleFormShape = z.object({
  title: z.string(),
  abstract: z.string(),
  articleType: ArticleTypeSchema,
  sectionId: z.number().int().nullable(),
  authors: z.array(z.object({ name: z.string(), institutionIndexes: z.array(z.number().int()) })),
  institutions: z.array(z.object({ departmentTitle: z.string(), institutionTitle: z.string() })),
  subjectIds: z.array(z.number().int()),
  topics: z.string(),
});
/** The form's values as typed; topics are one per line. */
export type ArticleFormValues = z.infer<typeof ArticleFormShape>;
export type ArticleFormAuthor = ArticleFormValues['authors'][number];
export type ArticleFormInstitution = ArticleFormValues['institutions'][number];

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '',
  abstract: '',
  articleType: 'journal',
  sectionId: null,
  authors: [],
  institutions: [],
  subjectIds: [],
  topics: '',
};

/** The typed lines as topics: trimmed, blank lines left out, each once. */
export const topicsOf = (text: string): string[] => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

/**
 * The form's check: its values become the save's body, checked by the contract's rules and messages (a row's
 * message under its path, `authors.1.name`).
 */
export const ArticleFormSchema = ArticleFormShape.transform((values, ctx) => {
  const parsed = ArticleSaveSchema.safeParse({ ...values, topics: topicsOf(values.topics) });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type ParsedArticleForm = z.output<typeof ArticleFormSchema>;

export const articleFormValuesOf = (article: DeskArticle): ArticleFormValues => ({
  title: article.title,
  abstract: article.abstract,
  articleType: article.articleType,
  sectionId: article.sectionId,
  authors: article.authors.map((author) => ({
    ...author,
    institutionIndexes: [...author.institutionIndexes],
  })),
  institutions: article.institutions.map((institution) => ({ ...institution })),
  subjectIds: [...article.subjectIds],
  topics: article.topics.join('\n'),
});

/** An edit of the form's rows, beside the plain field changes. */
export type ArticleEdit =
  | { readonly type: 'author.add' }
  | { readonly type: 'author.rename'; readonly index: number; readonly name: string }
  | { readonly type: 'author.remove'; readonly index: number }
  /** The author belongs to the article's institution `institution`, or no longer does. */
  | { readonly type: 'author.toggleInstitution'; readonly index: number; readonly institution: number }
  | { readonly type: 'institution.add' }
  | {
      readonly type: 'institution.change';
      readonly index: number;
      readonly patch: Partial<ArticleFormInstitution>;
    }
  /** The institution goes, and with it every author's link to it; the later ones move up one place. */
  | { readonly type: 'institution.remove'; readonly index: number };

const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((each, at) => (at === index ? item : each));

export function applyArticleEdit(values: ArticleFormValues, edit: ArticleEdit): ArticleFormValues {
  const { authors, institutions } = values;
  switch (edit.type) {
    case 'author.add':
      return { ...values, authors: [...authors, { name: '', institutionIndexes: [] }] };
    case 'author.rename': {
      const author = authors[edit.index];
      return author
        ? { ...values, authors: replaceAt(authors, edit.index, { ...author, name: edit.name }) }
        : values;
    }
    case 'author.remove':
      return { ...values, authors: authors.filter((_, at) => at !== edit.index) };
    case 'author.toggleInstitution': {
      const author = authors[edit.index];
      if (!author || edit.institution < 0 || edit.institution >= institutions.length) return values;
      const has = author.institutionIndexes.includes(edit.institution);
      const institutionIndexes = has
        ? author.institutionIndexes.filter((index) => index !== edit.institution)
        : [...author.institutionIndexes, edit.institution].sort((a, b) => a - b);
      return { ...values, authors: replaceAt(authors, edit.index, { ...author, institutionIndexes }) };
    }
    case 'institution.add':
      return { ...values, institutions: [...institutions, { departmentTitle: '', institutionTitle: '' }] };
    case 'institution.change': {
      const institution = institutions[edit.index];
      if (!institution) return values;
      return {
        ...values,
        institutions: replaceAt(institutions, edit.index, { ...institution, ...edit.patch }),
      };
    }
    case 'institution.remove':
      if (edit.index < 0 || edit.index >= institutions.length) return values;
      return {
        ...values,
        institutions: institutions.filter((_, at) => at !== edit.index),
        authors: authors.map((author) => ({
          ...author,
          institutionIndexes: author.institutionIndexes
            .filter((index) => index !== edit.index)
            .map((index) => (index > edit.index ? index - 1 : index)),
        })),
      };
  }
}
