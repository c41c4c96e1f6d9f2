/** Every type's neutral description of an item (ADR 197), by its kind. */
import type { EssayDescription } from './essay/essayDescription';
import type { FillInBlanksDescription } from './fillInBlanks/fillInBlanksDescription';
import type { HotspotDescription } from './hotspot/hotspotDescription';
import type { MatchingDescription } from './matching/matchingDescription';
import type { NumericDescription } from './numeric/numericDescription';
import type { OrderingDescription } from './ordering/orderingDescription';
import type { ShortAnswerDescription } from './shortAnswer/shortAnswerDescription';
import type { TrueFalseDescription } from './trueFalse/trueFalseDescription';

export type QuestionDescription =
  | TrueFalseDescription
  | ShortAnswerDescription
  | NumericDescription
  | EssayDescription
  | MatchingDescription
  | OrderingDescription
  | FillInBlanksDescription
  | HotspotDescription;
