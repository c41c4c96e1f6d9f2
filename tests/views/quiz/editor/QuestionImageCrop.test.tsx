import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import QuizEditorView from '../../../../src/views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../support/quizFixtures';
import { renderEditor } from './renderEditor';

const quiz = storedEnzymeQuiz([storedQuestion(1, { title: '<p>What does an enzyme lower?</p>' })]);

beforeEach(() => localStorage.clear());

function openEditor() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

test('an image for a question title opens the crop dialog; Cancel closes it and leaves the question as it was', async () => {
  const { user, requests } = openEditor();
  const input = await screen.findByLabelText('Insert image', { selector: 'input' });
  await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'cell.png', { type: 'image/png' }));
  const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
  // The zoom is a slider; the crop area (drawn once the image is measured) takes the arrow keys.
  expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
  // Upload waits for a crop area (the image has not been measured yet).
  expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument());
  expect(requests.filter((r) => r.path === '/api/quiz/upload_image')).toEqual([]);
  expect(screen.getByText('What does an enzyme lower?')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('Escape closes the crop dialog too', async () => {
  const { user } = openEditor();
  const input = await screen.findByLabelText('Insert image', { selector: 'input' });
  await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'cell.png', { type: 'image/png' }));
  await screen.findByRole('dialog', { name: 'Crop image' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument());
});

test('a file that is not an image is refused before any dialog: "You could only upload images"', async () => {
  openEditor();
  const input = await screen.findByLabelText('Insert image', { selector: 'input' });
  fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
  expect(await screen.findByRole('alert')).toHaveTextContent('You could only upload images');
  expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument();
});
