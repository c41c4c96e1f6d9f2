import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const quiz = storedEnzymeQuiz([
  storedQuestion(1, { title: '<p>What does an enzyme lower?</p>', image: '/uploads/quiz/enzyme.png' }),
  storedQuestion(2, { title: '<p>Name a substrate</p>' }),
]);

beforeEach(() => localStorage.clear());

function openEditor() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

test("a question's stored image shows as a thumbnail named after the question, with Replace and Remove", async () => {
  openEditor();
  const first = await screen.findByRole('article', { name: 'Question 1' });
  expect(within(first).getByRole('img', { name: 'Image of Question 1' })).toHaveAttribute(
    'src',
    '/uploads/quiz/enzyme.png',
  );
  expect(within(first).getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Remove image' })).toBeInTheDocument();
  const second = screen.getByRole('article', { name: 'Question 2' });
  expect(within(second).queryByRole('img')).not.toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Add image' })).toBeInTheDocument();
  expect(within(second).queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
});

test('Remove image takes the image away in one undo step; one Undo brings it back', async () => {
  const { user } = openEditor();
  const first = await screen.findByRole('article', { name: 'Question 1' });
  await user.click(within(first).getByRole('button', { name: 'Remove image' }));
  expect(within(first).queryByRole('img', { name: 'Image of Question 1' })).not.toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Add image' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(first).getByRole('img', { name: 'Image of Question 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('Add image opens the crop dialog for an image; Cancel sends nothing and changes nothing', async () => {
  const { user, requests } = openEditor();
  const second = await screen.findByRole('article', { name: 'Question 2' });
  const input = within(second).getByLabelText('Add image', { selector: 'input' });
  await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'cell.png', { type: 'image/png' }));
  const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument());
  expect(requests.filter((r) => r.path === '/api/quiz/upload_image')).toEqual([]);
  expect(within(second).queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('a file that is not an image is refused next to the field and notified: "You could only upload images"', async () => {
  const { messages } = openEditor();
  const second = await screen.findByRole('article', { name: 'Question 2' });
  const input = within(second).getByLabelText('Add image', { selector: 'input' });
  fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
  expect(await within(second).findByRole('alert')).toHaveTextContent('You could only upload images');
  expect(messages()).toEqual(['You could only upload images']);
  expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument();
});
