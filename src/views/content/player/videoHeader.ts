/** Video header labels by article type (SPEC section 9); lab manual prep and procedure videos show none. */
import type { ArticleType } from '../../../domain/content/content';

export const VIDEO_HEADER_KEYS: Readonly<Partial<Record<ArticleType, string>>> = {
  journal: 'player.header_journal',
  science_core: 'player.header_science_core',
  encyclopedia_of_experiments: 'player.header_encyclopedia_of_experiments',
  science_education: 'player.header_science_education',
  lab_manual: 'player.header_lab_manual',
};

export const HIDDEN_HEADER_TYPES: readonly ArticleType[] = ['lab_manual_prep', 'lab_manual_procedure'];

/** The i18n key of the label, or null when the type shows none. */
export function videoHeaderKey(type: ArticleType | null | undefined): string | null {
  if (!type || HIDDEN_HEADER_TYPES.includes(type)) return null;
  return VIDEO_HEADER_KEYS[type] ?? null;
}
