/** The choice question's editor rules (SPEC section 4): options, the right answer, single or multiple. */
import type { Draft } from 'immer';
import type { EditorItem, LocalId } from '../../../domain/quiz/editor/quizEditorState';
import type { ItemPlan } from '../../shared/domain/questionType';
import type { ChoiceEvent } from './choiceEvents';

export function planChoice(item: EditorItem, e: ChoiceEvent): ItemPlan {
  if (e.type === 'question.setMultiple')
    return (draftItem) => {
      draftItem.isMultiple = e.isMultiple;
      // SPEC: unchecking multiple with several right answers resets to the first option.
      if (!e.isMultiple && draftItem.rightAnswer.length > 1)
        draftItem.rightAnswer = [draftItem.textOptions[0]!.originId];
    };
  if (e.type === 'choice.setPartialCredit')
    return (draftItem) => {
      const definition = { ...(draftItem.definition as Record<string, unknown> | undefined) };
      if (e.partialCredit) definition.partialCredit = true;
      else delete definition.partialCredit;
      draftItem.definition = definition;
    };
  const optionIndex = item.textOptions.findIndex((o) => o.originId === e.optionId);
  if (e.type === 'option.add') {
    if (optionIndex >= 0) return 'duplicateId';
    return (draftItem) => void draftItem.textOptions.push({ originId: e.optionId, id: null, text: '' });
  }
  if (optionIndex < 0) return 'unknownOption';
  switch (e.type) {
    case 'option.setText':
      return (draftItem) => void (draftItem.textOptions[optionIndex]!.text = e.text);
    case 'option.setFeedback':
      return (draftItem) => {
        const option = draftItem.textOptions[optionIndex]!;
        if (e.feedback === '') delete option.feedback;
        else option.feedback = e.feedback;
      };
    case 'option.setPicture':
      return (draftItem) => {
        const option = draftItem.textOptions[optionIndex]!;
        if (e.picture === null) delete option.picture;
        else option.picture = { src: e.picture.src, alt: e.picture.alt };
      };
    case 'option.setPictureAlt': {
      // Alternative text belongs to a picture: without one there is nothing to describe.
      if (!item.textOptions[optionIndex]!.picture) return 'unknownOption';
      return (draftItem) => void (draftItem.textOptions[optionIndex]!.picture!.alt = e.alt);
    }
    case 'option.remove':
      // SPEC: an option is removable only when more than one exists.
      if (item.textOptions.length <= 1) return 'lastOption';
      return (draftItem) => {
        draftItem.textOptions.splice(optionIndex, 1);
        const kept = draftItem.rightAnswer.filter((id) => id !== e.optionId);
        // SPEC: the right answer is adjusted to stay non-empty.
        if (kept.length !== draftItem.rightAnswer.length)
          draftItem.rightAnswer = kept.length > 0 ? kept : [draftItem.textOptions[0]!.originId];
      };
    case 'answer.toggle':
      return planToggle(item, e.optionId);
  }
}

function planToggle(item: EditorItem, optionId: LocalId): ItemPlan {
  const chosen = item.rightAnswer.includes(optionId);
  // SPEC: in a single-answer question, choosing an option replaces the right answer.
  if (!item.isMultiple)
    return (draftItem: Draft<EditorItem>) => {
      if (!(chosen && draftItem.rightAnswer.length === 1)) draftItem.rightAnswer = [optionId];
    };
  // SPEC: a multiple-answer question toggles, and at least one right answer must remain.
  if (chosen && item.rightAnswer.length === 1) return 'lastRightAnswer';
  const next = new Set(item.rightAnswer);
  if (chosen) next.delete(optionId);
  else next.add(optionId);
  // Kept in option order so the same choices always give the same answer.
  const ordered = item.textOptions.map((o) => o.originId).filter((id) => next.has(id));
  return (draftItem) => void (draftItem.rightAnswer = ordered);
}

export function choiceCoalesceKey(e: ChoiceEvent): string | undefined {
  if (e.type === 'option.setText') return `option.text:${e.itemId}:${e.optionId}`;
  if (e.type === 'option.setFeedback') return `option.feedback:${e.itemId}:${e.optionId}`;
  if (e.type === 'option.setPictureAlt') return `option.pictureAlt:${e.itemId}:${e.optionId}`;
  return undefined;
}
