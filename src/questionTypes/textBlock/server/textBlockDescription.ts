/** A text block as the readers describe it (ADR 260): only its text (the description base's prompt), no answer. */
import type { DescriptionBase } from '../../shared/server/description';

export interface TextBlockDescription extends DescriptionBase {
  readonly kind: 'textBlock';
}
