/**
 * The right answers of numeric, essay, matching and ordering questions on the teacher's screens (the quiz viewer),
 * and a numeric key written as the console's language writes numbers.
 */
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Quiz } from '../../../../domain/quiz/quiz';
import type { FullCatalog } from '../../../../i18n/i18n';
import { loadAreasCatalog } from '../../../../i18n/loadAreasCatalog';
import { loadCoreCatalog } from '../../../../i18n/loadCatalog';
import { QuestionAnswerKey } from '../../views/editorRegistry';
import QuizViewerView from '../../../../views/quiz/viewer/QuizViewerView';
import { createI18n } from '../../../../../tests/support/i18n';
import { renderScreen } from '../../../../../tests/views/quiz/results/renderScreen';
import { typedQuestion, typedQuiz } from './typedQuiz';

const NUMERIC = {
  answers: [
    { id: 'a', match: { kind: 'tolerance', value: 9.81, tolerance: 0.05, relative: false }, fraction: 1 },
    { id: 'b', match: { kind: 'range', min: 9, max: 10.5 }, fraction: 0.5, feedback: 'Close.' },
    { id: 'c', match: { kind: 'tolerance', value: 10, tolerance: 0.2, relative: true }, fraction: 0.1 },
  ],
  units: [
    { unit: 'm/s²', multiplier: 1 },
    { unit: 'cm/s²', multiplier: 0.01 },
  ],
};

const quiz: Quiz = typedQuiz('Physics and cells', [
  typedQuestion(10, 1, 'How fast does a stone fall?', 'numeric', NUMERIC),
  typedQuestion(11, 2, 'Explain osmosis.', 'essay', {
    minWords: 150,
    maxWords: 250,
    graderInfo: 'Water moves towards the higher solute concentration.',
  }),
  typedQuestion(12, 3, 'Match each country with its capital.', 'matching', {
    pairs: [
      { id: 'p1', prompt: 'France', answer: 'Paris' },
      { id: 'p2', prompt: 'Italy', answer: 'Rome' },
    ],
    distractors: [{ id: 'd1', text: 'Lyon' }],
  }),
  typedQuestion(13, 4, 'Put the phases in order.', 'ordering', {
    items: [
      { id: 'i1', text: 'Prophase' },
      { id: 'i2', text: 'Metaphase' },
      { id: 'i3', text: 'Anaphase' },
    ],
  }),
]);

const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' '));

test('the viewer shows each numeric answer with its share, the essay’s word counts and grading notes, the right pairs and the right order', async () => {
  renderScreen(<QuizViewerView context="user-quiz" params={{ quizId: '8' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
  await screen.findByRole('heading', { level: 4, name: /^Question 1: How fast does a stone fall\?/ });
  expect(texts(screen.getByRole('list', { name: 'Accepted answers' }))).toEqual([
    '9.81 ± 0.05 m/s²100% of the points',
    '9 to 10.5 m/s²50% of the points',
    '10 ± 20% m/s²10% of the points',
  ]);
  expect(screen.getByText('Units: m/s², cm/s²')).toBeInTheDocument();

  expect(screen.getByText('Minimum words').nextSibling).toHaveTextContent('150');
  expect(screen.getByText('Maximum words').nextSibling).toHaveTextContent('250');
  expect(screen.getByText('Information for graders').nextSibling).toHaveTextContent(
    'Water moves towards the higher solute concentration.',
  );
  expect(screen.queryByText('Text the answer box starts with')).not.toBeInTheDocument();

  expect(texts(screen.getByRole('list', { name: 'Right pairs' }))).toEqual([
    'France → Paris',
    'Italy → Rome',
  ]);
  expect(texts(screen.getByRole('list', { name: 'Extra answers' }))).toEqual(['Lyon']);
  expect(texts(screen.getByRole('list', { name: 'Right order' }))).toEqual([
    '1.Prophase',
    '2.Metaphase',
    '3.Anaphase',
  ]);
}, 30_000);

test('in German the numeric key writes a decimal comma, and an essay without a limit says so', async () => {
  const [core, areas] = await Promise.all([loadCoreCatalog('de'), loadAreasCatalog('de')]);
  render(
    <I18nextProvider i18n={createI18n('de', { ...core, ...areas } as FullCatalog)}>
      <QuestionAnswerKey questionType="numeric" definition={NUMERIC} />
      <QuestionAnswerKey questionType="essay" definition={{}} />
    </I18nextProvider>,
  );
  expect(texts(screen.getByRole('list', { name: 'Akzeptierte Antworten' }))).toEqual([
    '9,81 ± 0,05 m/s²100 % der Punkte',
    '9 bis 10,5 m/s²50 % der Punkte',
    '10 ± 20 % m/s²10 % der Punkte',
  ]);
  expect(screen.getByText('Keine Begrenzung der Wörter')).toBeInTheDocument();
});

test('an essay with a minimum and no limit shows the minimum and does not say "no word limit"', async () => {
  const [core, areas] = await Promise.all([loadCoreCatalog('de'), loadAreasCatalog('de')]);
  render(
    <I18nextProvider i18n={createI18n('de', { ...core, ...areas } as FullCatalog)}>
      <QuestionAnswerKey questionType="essay" definition={{ minWords: 80 }} />
    </I18nextProvider>,
  );
  expect(screen.getByText('Mindestzahl an Wörtern').nextSibling).toHaveTextContent('80');
  expect(screen.queryByText('Höchstzahl an Wörtern')).not.toBeInTheDocument();
  expect(screen.queryByText('Keine Begrenzung der Wörter')).not.toBeInTheDocument();
});

test('a numeric key names the slider it is answered on, in the language’s numbers (ADR 297)', async () => {
  const [core, areas] = await Promise.all([loadCoreCatalog('de'), loadAreasCatalog('de')]);
  render(
    <I18nextProvider i18n={createI18n('de', { ...core, ...areas } as FullCatalog)}>
      <QuestionAnswerKey
        questionType="numeric"
        definition={{ ...NUMERIC, slider: { lowerBound: 0, upperBound: 12.5, step: 0.5 } }}
      />
    </I18nextProvider>,
  );
  expect(
    screen.getByText('Beantwortet auf einem Schieberegler von 0 bis 12,5 in Schritten von 0,5'),
  ).toBeInTheDocument();
});
