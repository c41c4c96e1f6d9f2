/** An essay question as the readers describe it: how the answer is written, its word limits, and notes for graders. */
import type { DescriptionBase } from '../../shared/server/description';

export interface EssayDescription extends DescriptionBase {
  readonly kind: 'essay';
  /** Rich text (an editor) or plain text. */
  readonly responseFormat: 'html' | 'plain';
  /** Lines the answer box shows, where the source says. */
  readonly lines?: number;
  readonly minWords?: number;
  readonly maxWords?: number;
  /** Information for graders (never shown to students). */
  readonly graderInfo?: string;
  /** Text the answer box starts with. */
  readonly template?: string;
}
