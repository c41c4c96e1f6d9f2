/**
 * A measured numeric answer on the student's review (ADR 384): beside the answer given and the accepted one (to its
 * figures, with its unit), which of the value, the unit and the significant figures lost credit, recomputed from the
 * saved answer by the scoring's own rules; in the page's language; nothing more for a question without a measure.
 * The instructor's view of the attempt shows the same parts in the console's language.
 */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../../tests/support/i18n';
import { StudentAnswerList } from '../../../../views/quiz/results/StudentAnswerList';
import { take as deTake } from '../../../../i18n/locales/de/take';
import { TakeTextContext, takeTextFrom } from '../../../../views/take/takeText';
import { TakeTypedReview } from '../../../../views/take/TakeTypedReview';
import { numericType, type NumericDefinition } from '../../domain/numeric';
import type { StoredQuestion } from '../../../shared/domain/questionType';

/** 20 mm, 2 significant figures, the unit required, shares 60/20/20. */
const FRINGES: NumericDefinition = {
  answers: [{ id: 'a', match: { kind: 'exact', value: 20 }, fraction: 1 }],
  units: [],
  measure: {
    unit: { symbol: 'mm', rule: 'required' },
    sigFigs: { rule: 'exactly', count: 2 },
    weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 },
  },
};
const question = (definition: NumericDefinition): StoredQuestion => ({
  id: 1,
  title: 'How far apart are the fringes?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'numeric',
  points: 5,
  definition,
});

/** The review of an answer as the server sends it: the type's words and its parts. */
function renderReview(answer: string, definition = FRINGES) {
  const asked = question(definition);
  return render(
    <TakeTypedReview
      question={{ questionType: 'numeric' }}
      response={answer}
      answer={numericType.describeAnswer(asked, answer)}
      rightAnswer={numericType.describeRight(asked)}
      parts={numericType.measuredParts(asked, answer)}
    />,
  );
}

/** What the review says of a part: the text beside its name. */
const verdictOf = (label: string) =>
  within(screen.getByRole('region', { name: 'Credit by part' })).getByText(label).nextElementSibling
    ?.textContent;

test('"20.0" keeps the value’s share and loses the unit’s and the figures’, beside "20 mm"', () => {
  renderReview('20.0');
  expect(screen.getByText('20.0')).toBeInTheDocument();
  expect(screen.getByText('20 mm')).toBeInTheDocument();
  expect(verdictOf('Value')).toBe('Right');
  expect(verdictOf('Unit (mm)')).toBe('Wrong: lost its share');
  expect(verdictOf('Significant figures (exactly 2)')).toBe('Wrong: lost its share');
});

test('"2.0 cm" is the same length in 2 figures: every part is right', () => {
  renderReview('2.0 cm');
  expect(verdictOf('Value')).toBe('Right');
  expect(verdictOf('Unit (mm)')).toBe('Right');
  expect(verdictOf('Significant figures (exactly 2)')).toBe('Right');
});

test('a right unit beside a wrong value is said to earn nothing without a right value', () => {
  renderReview('35 mm');
  expect(verdictOf('Value')).toBe('Wrong: lost its share');
  expect(verdictOf('Unit (mm)')).toBe('Right, but it earns its share only beside a right value');
});

test('the parts are in the page’s language', () => {
  const asked = question(FRINGES);
  render(
    <TakeTextContext.Provider value={takeTextFrom(deTake, 'de')}>
      <TakeTypedReview
        question={{ questionType: 'numeric' }}
        response="20.0"
        answer="20.0"
        rightAnswer="20 mm"
        parts={numericType.measuredParts(asked, '20.0')}
      />
    </TakeTextContext.Provider>,
  );
  const parts = within(screen.getByRole('region', { name: 'Punkte nach Teilen' }));
  expect(parts.getByText('Signifikante Stellen (genau 2)')).toBeInTheDocument();
  expect(parts.getAllByText('Falsch: Anteil verloren')).toHaveLength(2);
});

test('a question without a measure, or an answer not given, has no parts', () => {
  const { measure: _measure, ...plain } = FRINGES;
  expect(numericType.measuredParts(question(plain), '20')).toBeUndefined();
  expect(numericType.measuredParts(question(FRINGES), undefined)).toBeUndefined();
  renderReview('20', plain);
  expect(screen.queryByRole('region', { name: 'Credit by part' })).not.toBeInTheDocument();
});

test('the instructor’s view of the attempt names the same parts', () => {
  const i18n = createI18n();
  const asked = question(FRINGES);
  render(
    <I18nextProvider i18n={i18n}>
      <StudentAnswerList
        questions={[
          {
            questionOrder: 1,
            title: 'How far apart are the fringes?',
            isCorrectAnswer: false,
            userAnswer: '20.0',
            userIndexAnswer: [],
            correctAnswer: '20 mm',
            correctIndexAnswer: [],
            questionType: 'numeric',
            points: 3,
            maxPoints: 5,
            parts: numericType.measuredParts(asked, '20.0'),
          },
        ]}
      />
    </I18nextProvider>,
  );
  expect(verdictOf('Value')).toBe('Right');
  expect(verdictOf('Unit (mm)')).toBe('Wrong: lost its share');
  expect(verdictOf('Significant figures (exactly 2)')).toBe('Wrong: lost its share');
});
