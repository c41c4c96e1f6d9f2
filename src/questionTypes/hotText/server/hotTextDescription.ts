/** A hot text question as the readers describe it (ADR 295): its passage of texts and spans, and what is right. */
import type { PartScoring } from '../../shared/domain/partScoring';
import type { DescriptionBase } from '../../shared/server/description';

export interface HotTextDescription extends DescriptionBase {
  readonly kind: 'hotText';
  /** The passage in order: plain text (line breaks between blocks) and the spans a student may pick. */
  readonly passage: readonly ({ readonly text: string } | { readonly span: string; readonly id: string })[];
  /** Ids of the right spans. */
  readonly right: readonly string[];
  /** Points of picking each span (QTI's mapping), when the source scores span by span. */
  readonly spanPoints?: ReadonlyMap<string, number>;
  readonly minChoices: number;
  /** 0: any number. */
  readonly maxChoices: number;
  readonly scoring: PartScoring;
}

export const HOT_TEXT_REASONS = {
  noRight: 'The question does not say which words of the passage are right.',
} as const;
