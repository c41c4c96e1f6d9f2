/**
 * A file upload answer on the grading screen (ADR 294): the student's detail shows each file as a button that
 * downloads it with the teacher's session (saved under its own name), beside the points and the comment the essay's
 * grading takes; a failed download is said; the answer key of the teacher's screens says what students are asked.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { AttemptGrading } from '../../../../src/domain/quiz/results/grading';
import type { StudentResult } from '../../../../src/domain/quiz/results/results';
import { QuestionAnswerKey } from '../../../../src/questionTypes/shared/views/editorRegistry';
import StudentResultView from '../../../../src/views/quiz/results/StudentResultView';
import { createI18n } from '../../../support/i18n';
import { renderScreen, type FakeRoute } from './renderScreen';

const file = { id: 'Xf3kq0Ta', name: 'Ana lab report.pdf', size: 2_516_582, type: 'application/pdf' };

const result: StudentResult = {
  id: 11,
  quizId: 5,
  assignedUser: 'ana@uni.example',
  title: 'Titration',
  dateSubmitted: '2026-05-01T10:00:00.000Z',
  score: 0,
  rightAnswers: 0,
  questionCount: 1,
  isGraded: true,
  maxScore: 4,
  needsGrading: true,
  questions: [
    {
      questionOrder: 1,
      title: 'Send your lab report.',
      isCorrectAnswer: false,
      userAnswer: file.name,
      userIndexAnswer: [],
      correctAnswer: '',
      correctIndexAnswer: [],
      questionType: 'fileUpload',
      points: 0,
      maxPoints: 4,
      files: [file],
    },
  ],
};

const grading: AttemptGrading = {
  assignmentId: 11,
  version: 1,
  quizId: 5,
  email: 'ana@uni.example',
  submitted: true,
  score: 0,
  maxScore: 4,
  needsGrading: true,
  questions: [
    {
      itemId: 101,
      number: 1,
      title: 'Send your lab report.',
      answer: file.name,
      handScored: true,
      points: null,
      given: null,
      maxPoints: 4,
      comment: '',
      history: [],
    },
  ],
  attemptComment: '',
  attemptHistory: [],
  previousId: null,
  nextId: null,
};

function server(fileStatus: number): FakeRoute {
  return ({ url }) => {
    if (url.pathname.endsWith(`/files/${file.id}`))
      return fileStatus === 200
        ? { status: 200, body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } }
        : { status: fileStatus, body: { content: { message: 'This answer has no such file.' } } };
    if (url.pathname.endsWith('/grading')) return { status: 200, body: { content: grading } };
    return { status: 200, body: { content: result } };
  };
}

test('the file downloads with the teacher’s session and is saved under its name; points and comment beside it', async () => {
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  URL.createObjectURL ??= () => 'blob:x';
  URL.revokeObjectURL ??= () => {};
  const { user, requests } = renderScreen(
    <StudentResultView context="customer-quiz" params={{ assignId: '11' }} />,
    server(200),
  );
  const download = await screen.findByRole('button', { name: 'Download Ana lab report.pdf (2.4 MB)' });
  // The question's item holds the file, its points and its comment.
  const item = (await screen.findByRole('textbox', { name: 'Points for question 1' })).closest('li')!;
  expect(within(item).getByRole('button', { name: download.textContent! })).toBe(download);
  expect(within(item).getByRole('textbox', { name: 'Comment on question 1' })).toBeInTheDocument();
  await user.click(download);
  await waitFor(() => expect(saved).toEqual(['Ana lab report.pdf']));
  expect(requests.map((r) => r.path)).toContain(`/api/admin/quiz/assign/11/files/${file.id}`);
  click.mockRestore();
});

test('a download that fails is said beside the files', async () => {
  const { user } = renderScreen(
    <StudentResultView context="customer-quiz" params={{ assignId: '11' }} />,
    server(404),
  );
  await user.click(await screen.findByRole('button', { name: /^Download Ana lab report\.pdf/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded. Try again.');
});

test('the answer key says what students are asked to send', () => {
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionAnswerKey
        questionType="fileUpload"
        definition={{
          kinds: ['.pdf', 'image/*'],
          maxFiles: 3,
          maxBytes: 5 * 1024 * 1024,
          instructions: 'Upright.',
        }}
      />
      <QuestionAnswerKey questionType="fileUpload" definition={{}} />
    </I18nextProvider>,
  );
  expect(screen.getAllByText('Kinds of file taken')[0]!.nextSibling).toHaveTextContent('.pdf, image/*');
  expect(screen.getByText('Up to 3 files, each up to 5 MB')).toBeInTheDocument();
  expect(screen.getByText('Upright.')).toBeInTheDocument();
  expect(screen.getByText('Any kind of file')).toBeInTheDocument();
  expect(screen.getByText('One file, up to 20 MB')).toBeInTheDocument();
});
