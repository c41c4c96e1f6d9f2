/**
 * The choice question's editor events. Their names are the editor's since the first release (drafts saved before
 * the registry replay unchanged); feedback per option, partial credit and
 * pictures on options (ADR 311) are additions.
 */
import * as z from 'zod';
import { itemEvent, LocalIdSchema } from '../../shared/domain/eventFields';
import { OptionPictureSchema } from '../../shared/domain/optionPicture';

export const CHOICE_EVENTS = [
  itemEvent('question.setMultiple', { isMultiple: z.boolean() }),
  itemEvent('option.add', { optionId: LocalIdSchema }),
  itemEvent('option.remove', { optionId: LocalIdSchema }),
  itemEvent('option.setText', { optionId: LocalIdSchema, text: z.string() }),
  itemEvent('option.setFeedback', { optionId: LocalIdSchema, feedback: z.string() }),
  /** A picture added to an option, replaced or removed (null); ADR 311. */
  itemEvent('option.setPicture', { optionId: LocalIdSchema, picture: OptionPictureSchema.nullable() }),
  itemEvent('option.setPictureAlt', { optionId: LocalIdSchema, alt: z.string() }),
  itemEvent('answer.toggle', { optionId: LocalIdSchema }),
  itemEvent('choice.setPartialCredit', { partialCredit: z.boolean() }),
] as const;
export type ChoiceEvent = z.infer<(typeof CHOICE_EVENTS)[number]>;
