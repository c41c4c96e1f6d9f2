/**
 * Equations in what students read (ADR 387, 390): a matching question's prompts, an ordering question's items, a hot
 * text passage and a fill-in-the-blanks text show their `\( … \)` as MathML on the student page, not as LaTeX.
 */
import { screen, waitFor } from '@testing-library/react';
import { preloadStudentTypes } from '../../views/studentRegistry';
import type { TakeQuestion } from '../../views/studentQuestion';
import { renderStudentAnswer } from './studentHarness';

beforeAll(() => preloadStudentTypes());

const MATHML = 'http://www.w3.org/1998/Math/MathML';
const BASE = {
  kind: 'question',
  id: 31,
  number: 1,
  title: 'Equations',
  image: null,
  isMultiple: false,
  options: [],
};

const QUESTIONS: readonly [string, TakeQuestion][] = [
  [
    'matching prompts',
    {
      ...BASE,
      questionType: 'matching',
      view: {
        prompts: 1,
        'prompt.0': 'Area \\(x^2\\)',
        answers: 2,
        'answer.0': 'square',
        'answer.1': 'circle',
      },
    } as TakeQuestion,
  ],
  [
    'ordering items',
    {
      ...BASE,
      questionType: 'ordering',
      view: { items: 2, 'item.0': 'Area \\(x^2\\)', 'item.1': 'Side x' },
    } as TakeQuestion,
  ],
  [
    'a hot text passage',
    {
      ...BASE,
      questionType: 'hotText',
      view: {
        passage: 'Area \\(x^2\\) of a [square].',
        spans: 1,
        minChoices: 0,
        maxChoices: 0,
        'span.0': 'S1',
      },
    } as unknown as TakeQuestion,
  ],
  [
    'a fill-in-the-blanks text',
    {
      ...BASE,
      questionType: 'fillInBlanks',
      view: {
        text: 'Area \\(x^2\\) of a [[1]].',
        gaps: 1,
        maxLength: 50,
        'gap.0.id': 'g1',
        'gap.0.kind': 'typed',
      },
    } as unknown as TakeQuestion,
  ],
];

test.each(QUESTIONS)('the equation in %s shows as MathML, its LaTeX gone', async (_label, question) => {
  const { container } = renderStudentAnswer(question);
  const power = await screen.findByText((_, element) => element?.localName === 'msup');
  expect(power.namespaceURI).toBe(MATHML);
  expect(power.textContent).toBe('x2');
  await waitFor(() => expect(container.textContent).not.toContain('\\('));
});
