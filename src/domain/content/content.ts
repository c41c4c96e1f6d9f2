/**
 * Content vocabularies of SPEC section 3 shared by the server and the console.
 *
 * @publicModule quizzes, playlists and translations use its vocabularies.
 */
import * as z from 'zod';

/** The article types, `{product}_core` with the product named `science`. */
export const ARTICLE_TYPES = [
  'journal',
  'encyclopedia_of_experiments',
  'science_core',
  'science_education',
  'lab_manual',
  'lab_manual_prep',
  'lab_manual_procedure',
] as const;
export const ArticleTypeSchema = z.enum(ARTICLE_TYPES);
export type ArticleType = z.infer<typeof ArticleTypeSchema>;

/** Products that group sections; the rebuild types select sections by product. */
export const SECTION_PRODUCTS = ['research', 'core', 'science_education', 'lab_manual', 'business'] as const;
export type SectionProduct = (typeof SECTION_PRODUCTS)[number];

/** Rebuild type (1 all, 2 Core, 3 Science Education, 4 Lab Manual, 5 Business) → the products it rebuilds. */
export const REBUILD_TYPE_PRODUCTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly SectionProduct[]>> = {
  1: ['core', 'science_education', 'lab_manual', 'business'],
  2: ['core'],
  3: ['science_education'],
  4: ['lab_manual'],
  5: ['business'],
};

export const TRANSLATION_LANGUAGES = ['en', 'cn', 'de', 'es', 'kr', 'it', 'fr', 'pt'] as const;
export const TranslationLanguageSchema = z.enum(TRANSLATION_LANGUAGES);
export type TranslationLanguage = z.infer<typeof TranslationLanguageSchema>;

export const TagSchema = z.object({ id: z.number().int(), title: z.string() });
export type Tag = z.infer<typeof TagSchema>;

/** The subject a new non-library quiz starts with (SPEC section 5). */
export const DEFAULT_SUBJECT_TITLE = 'Biology';
