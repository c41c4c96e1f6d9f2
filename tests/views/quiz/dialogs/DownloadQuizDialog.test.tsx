/**
 * The download dialog of a quiz row: a format first when the row named none, then the institutions to search and
 * pick from (or none), then the file for the chosen institution.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type {
  DownloadRequest,
  ExportNotes,
  InstitutionOption,
} from '../../../../src/machines/quiz/dialogs/downloadQuizMachine';
import type { QuizKind } from '../../../../src/domain/quiz/quiz';
import { DownloadQuizDialog } from '../../../../src/views/quiz/dialogs/DownloadQuizDialog';
import { renderScreen } from '../results/renderScreen';

const INSTITUTIONS: InstitutionOption[] = [
  { id: 1, title: 'North College' },
  { id: 2, title: 'South School' },
];

/** The dialog's effects; `notes` is what the server answers of each format's losses (null: it failed). */
function services(requests: DownloadRequest[], notes: ExportNotes | null = null) {
  return {
    actors: {
      loadExportNotes: fromPromise<ExportNotes, { kind: QuizKind; quizId: number }>(async () => {
        if (notes === null) throw new Error('The notes could not be read.');
        return notes;
      }),
      searchInstitutions: fromPromise<InstitutionOption[], { keyword: string }>(async ({ input }) =>
        INSTITUTIONS.filter((institution) => institution.title.includes(input.keyword.trim())),
      ),
      downloadQuiz: fromCallback<EventObject, DownloadRequest>(({ input, sendBack }) => {
        requests.push(input);
        sendBack({ type: 'download.saved', fileName: 'quiz.zip' });
      }),
    },
    actions: { notify: () => {} },
  };
}

const noRoutes = () => ({ status: 404 });

test('a download with no format asks for one, then lists the institutions under the format’s name', async () => {
  const requests: DownloadRequest[] = [];
  const onClose = vi.fn();
  const { user } = renderScreen(
    <DownloadQuizDialog
      services={services(requests)}
      input={{ kind: 'template', quizId: 7, title: 'Cells', format: null }}
      onClose={onClose}
    />,
    noRoutes,
  );
  const formats = await screen.findByRole('dialog', { name: 'Download "Cells"' });
  await user.click(within(formats).getByRole('button', { name: 'QTI' }));
  const picker = await screen.findByRole('dialog', { name: 'Select the Institution to download QTI' });
  const list = await within(picker).findByRole('list', { name: 'Institutions' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['North College', 'South School']);
  await user.click(within(list).getByRole('button', { name: 'South School' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(requests).toEqual([expect.objectContaining({ quizId: 7, format: 'qti', institutionId: 2 })]);
});

test('the institution search keeps its words after Back and another format', async () => {
  const { user } = renderScreen(
    <DownloadQuizDialog
      services={services([])}
      input={{ kind: 'library', quizId: 7, title: 'Cells', format: null }}
      onClose={() => {}}
    />,
    noRoutes,
  );
  await user.click(await screen.findByRole('button', { name: 'QTI' }));
  const search = await screen.findByRole('searchbox', { name: 'Search institutions by name or ID' });
  await user.type(search, 'North');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'South School' })).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'QTI' }));
  expect(await screen.findByRole('searchbox', { name: 'Search institutions by name or ID' })).toHaveValue(
    'North',
  );
});

test('the chosen format says what it cannot carry before the file is built, and another format that it carries all', async () => {
  const requests: DownloadRequest[] = [];
  const lost = '"Ethanol": a Common Cartridge has no drawn structure; written as a fill-in answer.';
  const notes: ExportNotes = { scorm: [], qti: [], cc: [lost], moodle: [], gift: [] };
  const { user } = renderScreen(
    <DownloadQuizDialog
      services={services(requests, notes)}
      input={{ kind: 'template', quizId: 7, title: 'Cells', format: null }}
      onClose={() => {}}
    />,
    noRoutes,
  );
  await user.click(await screen.findByRole('button', { name: 'CC' }));
  const picker = await screen.findByRole('dialog', { name: 'Select the Institution to download CC' });
  const summary = await within(picker).findByText('What this format cannot carry (1)');
  await user.click(summary);
  expect(
    within(picker).getByText(
      '"Ethanol": a Common Cartridge has no drawn structure; written as a fill-in answer.',
    ),
  ).toBeVisible();
  await user.click(within(picker).getByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'QTI' }));
  expect(await screen.findByText('This format carries the whole quiz.')).toBeVisible();
  expect(screen.queryByText(/What this format cannot carry/)).toBeNull();
  expect(requests).toEqual([]);
});
