import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { createHttpClient } from '../../../../src/api/shared/http';
import { createI18n } from '../../../support/i18n';
import {
  notificationsMachine,
  selectNotifications,
} from '../../../../src/machines/shared/notificationsMachine';
import { signedInSession } from '../../../support/signedInSession';
import { AppContext } from '../../../../src/views/AppContext';
import { QtiUploadButton } from '../../../../src/views/quiz/import/QtiUploadButton';
import { createTestLanguage } from '../../../support/languageActor';

function renderButton(answer: () => { status: number; content: unknown }) {
  const uploads: { path: string; file: string | null }[] = [];
  const http = createHttpClient({
    baseUrl: 'http://console.test',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input, init) => {
      const body = init?.body as FormData;
      uploads.push({
        path: new URL(String(input)).pathname,
        file: (body.get('file') as File | null)?.name ?? null,
      });
      const { status, content } = answer();
      return new Response(JSON.stringify({ content }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const notifications = createActor(notificationsMachine).start();
  const onUploaded = vi.fn();
  render(
    <I18nextProvider i18n={createI18n()}>
      <AppContext.Provider
        value={{
          session: signedInSession(),
          notifications,
          language: createTestLanguage(),
          http,
          routePrefix: '/admin',
          reload: () => {},
        }}
      >
        <QtiUploadButton onUploaded={onUploaded} />
      </AppContext.Provider>
    </I18nextProvider>,
  );
  const notices = () => selectNotifications(notifications.getSnapshot()).map((n) => [n.kind, n.message]);
  return { uploads, notices, onUploaded, user: userEvent.setup({ applyAccept: false }) };
}

const zip = new File(['PK'], 'canvas quiz.zip', { type: 'application/zip' });

test('Upload QTI sends one .zip, says it was processed and reloads the template list', async () => {
  const { uploads, notices, onUploaded, user } = renderButton(() => ({
    status: 200,
    content: {
      message: 'Uploaded files successfully processed',
      created: [{ id: 9, title: 'Cells', questions: 3 }],
      report: { total: 3, imported: 3, changed: 0, skipped: 0, lines: [] },
      warnings: [],
      skipped: [],
    },
  }));
  expect(screen.getByRole('button', { name: 'Upload QTI' })).toBeInTheDocument();
  await user.upload(screen.getByTestId('qti-upload-input'), zip);
  await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
  expect(uploads).toEqual([{ path: '/api/admin/quiz/template/from_package/qti', file: 'canvas quiz.zip' }]);
  expect(notices()).toEqual([['info', 'Uploaded files successfully processed']]);
});

test('an upload that skipped questions and images warns by name after the success message', async () => {
  const { notices, onUploaded, user } = renderButton(() => ({
    status: 200,
    content: {
      message: 'Uploaded files successfully processed',
      created: [{ id: 9, title: 'Cells', questions: 3 }],
      report: { total: 5, imported: 3, changed: 0, skipped: 2, lines: [] },
      warnings: [],
      skipped: [
        { quiz: 'Cells', item: 'Q4', type: 'essay_question' },
        { quiz: 'Cells', item: 'Q5', type: 'textEntryInteraction' },
      ],
      images: {
        stored: 0,
        notImported: [{ quiz: 'Cells', item: 'Q1', image: 'cell.png', reason: 'not in the package' }],
      },
    },
  }));
  await user.upload(screen.getByTestId('qti-upload-input'), zip);
  await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
  expect(notices()).toEqual([
    ['info', 'Uploaded files successfully processed'],
    [
      'warning',
      'Skipped 2 questions of unsupported types: essay_question, textEntryInteraction. ' +
        '1 image was not imported: cell.png (not in the package).',
    ],
  ]);
});

test('an upload that changed or skipped items opens the import report, skipped first, and it opens again', async () => {
  const { user } = renderButton(() => ({
    status: 200,
    content: {
      message: 'Uploaded files successfully processed',
      created: [{ id: 9, title: 'Cells', questions: 2 }],
      report: {
        total: 3,
        imported: 1,
        changed: 1,
        skipped: 1,
        lines: [
          { quiz: 'Cells', item: 'Mitosis', type: 'single answer', status: 'imported', notes: [] },
          {
            quiz: 'Cells',
            item: 'Which organelle?',
            type: 'single answer',
            status: 'changed',
            notes: ['Partial credit: the best option is kept as the right answer.'],
          },
          {
            quiz: 'Cells',
            item: 'Describe osmosis',
            type: 'essay_question',
            status: 'skipped',
            notes: ['Essay questions cannot be held.'],
          },
        ],
      },
      warnings: ['The question bank "Cells bank" was read as plain questions.'],
      skipped: [{ quiz: 'Cells', item: 'Describe osmosis', type: 'essay_question' }],
    },
  }));
  await user.upload(screen.getByTestId('qti-upload-input'), zip);
  const dialog = await screen.findByRole('dialog', { name: 'Import report' });
  expect(dialog).toHaveTextContent('3 items in the upload: 1 imported, 1 imported with changes, 1 skipped.');
  expect(dialog).toHaveTextContent('The question bank "Cells bank" was read as plain questions.');
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
    'Describe osmosis',
    'Which organelle?',
    'Mitosis',
  ]);
  expect(rows[0]).toHaveTextContent('SkippedEssay questions cannot be held.Cellsessay_question');
  expect(rows[1]).toHaveTextContent('Imported with changesPartial credit');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Last import report' }));
  expect(await screen.findByRole('dialog', { name: 'Import report' })).toBeInTheDocument();
});

test("a file that is not a .zip is refused before upload; a refused package shows the server's message", async () => {
  const { uploads, notices, onUploaded, user } = renderButton(() => ({
    status: 400,
    content: { message: 'The package has no imsmanifest.xml at its root.' },
  }));
  await user.upload(screen.getByTestId('qti-upload-input'), new File(['x'], 'quiz.pdf'));
  expect(uploads).toEqual([]);
  expect(notices()).toEqual([['error', 'Only .zip, .imscc, .h5p, .xml, .gift and .txt files are accepted.']]);
  await user.upload(screen.getByTestId('qti-upload-input'), zip);
  await waitFor(() =>
    expect(notices()).toContainEqual(['error', 'The package has no imsmanifest.xml at its root.']),
  );
  expect(onUploaded).not.toHaveBeenCalled();
});

test('a file refused whole shows the message and opens its per-item report, as an accepted one does', async () => {
  const message = 'The file holds no questions the console can import.';
  const { notices, onUploaded, user } = renderButton(() => ({
    status: 400,
    content: {
      message,
      report: {
        total: 2,
        imported: 0,
        changed: 0,
        skipped: 2,
        lines: [
          {
            quiz: 'Optics',
            item: 'Draw the ray',
            type: 'drawing',
            status: 'skipped',
            notes: ['Drawing questions cannot be held.'],
          },
          {
            quiz: 'Optics',
            item: 'Lens formula',
            type: 'calculated',
            status: 'skipped',
            notes: ['Its values are drawn for each student from random variables.'],
          },
        ],
      },
      warnings: ['The upload holds another package in the folder "b", which was not read.'],
    },
  }));
  await user.upload(screen.getByTestId('qti-upload-input'), new File(['<quiz/>'], 'optics.xml'));
  const dialog = await screen.findByRole('dialog', { name: 'Import report' });
  expect(notices()).toContainEqual(['error', message]);
  expect(dialog).toHaveTextContent('2 items in the upload: 0 imported, 0 imported with changes, 2 skipped.');
  expect(dialog).toHaveTextContent('The upload holds another package in the folder "b", which was not read.');
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Draw the ray', 'Lens formula']);
  expect(rows[0]).toHaveTextContent('SkippedDrawing questions cannot be held.Opticsdrawing');
  expect(onUploaded).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(screen.getByRole('button', { name: 'Last import report' }));
  expect(await screen.findByRole('dialog', { name: 'Import report' })).toHaveTextContent('Lens formula');
});
