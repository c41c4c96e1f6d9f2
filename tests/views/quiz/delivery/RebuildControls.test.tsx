import { screen, waitFor } from '@testing-library/react';
import { RebuildLibraryButton } from '../../../../src/views/quiz/rebuild/RebuildLibraryButton';
import { RebuildQuizAction } from '../../../../src/views/quiz/rebuild/RebuildQuizAction';
import { renderScreen } from '../results/renderScreen';

const sections = [
  { id: 3, title: 'Biology Core', product: 'core' },
  { id: 7, title: 'Business Essentials', product: 'business' },
];

test('the rebuild dialog requires a section, then queues the chosen rebuild and reloads the list', async () => {
  const onDone = vi.fn();
  const { user, requests, messages } = renderScreen(<RebuildLibraryButton onDone={onDone} />, ({ url }) =>
    url.pathname.endsWith('/rebuild_sections')
      ? { status: 200, body: { content: { sections } } }
      : { status: 200, body: { content: { message: 'Rebuilding process has been added to the queue' } } },
  );
  await user.click(screen.getByRole('button', { name: 'Rebuild a sections Quiz library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rebuild a sections Quiz library' });
  await screen.findByRole('option', { name: 'Biology Core' });
  expect(screen.getByRole('radio', { name: 'Add Only Missing Quizzes' })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Rebuild' }));
  expect(screen.getByText('This field is required')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

  await user.selectOptions(screen.getByLabelText('Section'), 'Business Essentials');
  await user.click(screen.getByRole('radio', { name: 'Rebuild All Quizzes' }));
  await user.selectOptions(screen.getByLabelText('Rebuild type'), 'Business');
  await user.click(screen.getByRole('button', { name: 'Rebuild' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(requests.at(-1)).toEqual({
    method: 'POST',
    path: '/api/admin/quiz/process_section_quiz_libraries',
    body: { sectionId: 7, isAllUpdate: 1, type: 5 },
  });
  expect(messages()).toContain('Rebuilding process has been added to the queue');
  expect(onDone).toHaveBeenCalledTimes(1);
});

test('Rebuild quiz rebuilds the row at once and says so; a failure shows the message', async () => {
  const onDone = vi.fn();
  let fail = false;
  const { user, messages } = renderScreen(
    <RebuildQuizAction quizId={12} title="Biology Core Section Quiz" onDone={onDone} />,
    () =>
      fail
        ? { status: 404, body: { content: { message: 'Quiz not found' } } }
        : { status: 200, body: { content: { message: 'Quiz has been successfully rebuilt' } } },
  );
  const button = screen.getByRole('button', { name: 'Rebuild quiz Biology Core Section Quiz' });
  await user.click(button);
  await waitFor(() => expect(messages()).toContain('Quiz has been successfully rebuilt'));
  expect(onDone).toHaveBeenCalledTimes(1);
  fail = true;
  await user.click(button);
  await waitFor(() => expect(messages()).toContain('Quiz not found'));
  expect(onDone).toHaveBeenCalledTimes(1);
});
