/**
 * Blackboard 5's question pools and tests (`<POOL>` in a `.dat` of a Blackboard export, before its QTI flavour),
 * read as Moodle's Blackboard format reads them (ADR 221): multiple choice and multiple answer as choice questions
 * (the answers named by `GRADABLE/CORRECTANSWER` right), true/false and essay as those types; every other kind is
 * skipped with its name and why.
 */
import { fitChoice } from '../../src/questionTypes/choice/server/fitChoice';
import { typedQuestion } from '../../src/questionTypes/shared/server/storeTyped';
import { notHeld } from './itemNotes';
import { withSourceKind, type ReadPackage } from './importedQuiz';
import { htmlQuestion, itemName, quizOfEntries, type ReadEntry } from './questionDraft';
import { child, elements, textOf, type XmlElement } from './xmlTree';

export const BLACKBOARD_POOL_REASONS = {
  noRight: 'No answer is marked right (GRADABLE names no CORRECTANSWER).',
} as const;

/** The question's text: HTML when its FLAGS say so, else plain text. */
function bodyText(question: XmlElement) {
  const body = child(question, 'BODY');
  const written = textOf(child(body ?? question, 'TEXT') ?? '');
  const html = child(child(body ?? question, 'FLAGS') ?? question, 'ISHTML')?.attributes.value === 'true';
  return html ? htmlQuestion(written) : { text: written, images: [] };
}

function readQuestion(question: XmlElement): ReadEntry {
  const kind = question.name.replace(/^QUESTION_/, '');
  const text = bodyText(question);
  const item = itemName({ name: '', text: text.text });
  const answers = elements(question, 'ANSWER').map((answer) => ({
    id: answer.attributes.id ?? '',
    text: textOf(child(answer, 'TEXT') ?? answer),
  }));
  const right = new Set(
    elements(child(question, 'GRADABLE') ?? question, 'CORRECTANSWER').map((c) => c.attributes.answer_id),
  );
  const skip = (reason: string): ReadEntry => ({ kind: 'skipped', item, type: question.name, reason });
  const base = { prompt: text, feedback: {}, notes: [] };
  switch (kind) {
    case 'MULTIPLECHOICE':
    case 'MULTIPLEANSWER': {
      if (right.size === 0) return skip(BLACKBOARD_POOL_REASONS.noRight);
      const fitted = fitChoice(
        {
          name: '',
          ...text,
          isMultiple: kind === 'MULTIPLEANSWER',
          answers: answers.map((a) => ({ text: a.text, weight: right.has(a.id) ? 100 : 0 })),
        },
        question.name,
      );
      return withSourceKind(fitted, 'choice');
    }
    case 'TRUEFALSE': {
      const marked = answers.find((a) => right.has(a.id));
      if (!marked) return skip(BLACKBOARD_POOL_REASONS.noRight);
      const answer = /^true$/i.test(marked.text.trim());
      return withSourceKind(
        { kind: 'question', question: typedQuestion(base, 'trueFalse', { answer }, []) },
        'trueFalse',
      );
    }
    case 'ESSAY':
      return withSourceKind({ kind: 'question', question: typedQuestion(base, 'essay', {}, []) }, 'essay');
    default:
      return skip(notHeld(question.name));
  }
}

/** A Blackboard 5 pool (or test) as one quiz named by its TITLE, else `fallbackTitle`. */
export function readBlackboardPool(root: XmlElement, fallbackTitle: string): ReadPackage {
  const title = child(root, 'TITLE')?.attributes.value?.trim() || fallbackTitle;
  const entries = elements(root)
    .filter((e) => e.name.startsWith('QUESTION_'))
    .map(readQuestion);
  return quizOfEntries(title, entries, { measure: true });
}
