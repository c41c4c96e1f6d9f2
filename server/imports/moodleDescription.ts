/**
 * What the question types' Moodle XML readers describe of every question: its name, text, default grade and
 * feedback (general, right, wrong), and each answer's fraction and feedback.
 */
import {
  feedbackOf,
  numberOf,
  type DescriptionBase,
} from '../../src/questionTypes/shared/server/description';
import { moodlePlain, moodleQuestionText, moodleText, type MoodleSource } from './moodleQuestion';
import { child, elements, textOf, type XmlElement } from './xmlTree';

/** The text of a child element written as a number (`<defaultgrade>1.0000000</defaultgrade>`). */
export const moodleNumber = (question: XmlElement, name: string) => {
  const found = child(question, name);
  return found ? numberOf(textOf(found)) : undefined;
};

/** The name, text, grade and feedback of a question; `notes` start empty. */
export function moodleBase(source: MoodleSource): DescriptionBase {
  const { question } = source;
  const points = moodleNumber(question, 'defaultgrade');
  return {
    ...(source.name !== '' ? { name: source.name } : {}),
    prompt: moodleQuestionText(source),
    ...(points !== undefined && points > 0 ? { points } : {}),
    feedback: feedbackOf({
      general: moodlePlain(child(question, 'generalfeedback')),
      correct: moodlePlain(child(question, 'correctfeedback')),
      partlyCorrect: moodlePlain(child(question, 'partiallycorrectfeedback')),
      incorrect: moodlePlain(child(question, 'incorrectfeedback')),
    }),
    notes: [],
  };
}

export interface MoodleAnswer {
  /** The answer's text as plain text. */
  readonly text: string;
  /** Its share of the points, 0 to 1 (Moodle writes percent). */
  readonly fraction: number;
  readonly feedback?: string;
  readonly element: XmlElement;
}

/** The question's `<answer>`s: text, fraction and feedback. */
export function moodleAnswers(question: XmlElement): MoodleAnswer[] {
  return elements(question, 'answer').map((answer) => {
    const fraction = numberOf(answer.attributes.fraction) ?? 0;
    const feedback = moodlePlain(child(answer, 'feedback'));
    const text = answer.attributes.format === 'html' ? moodlePlain(answer) : moodleText(answer);
    return {
      text,
      fraction: Number((fraction / 100).toFixed(7)),
      ...(feedback !== '' ? { feedback } : {}),
      element: answer,
    };
  });
}
