/**
 * The file picker of a file upload question on the student page (ADR 294), by role and label: a real file input
 * with its label, the question's instructions and limits read with it, `accept` as the question's kinds (so a
 * phone's picker offers its camera for images); a file too large or of another kind is refused beside the picker in
 * the student's language before anything is sent; a file that fits is sent; the files sent show with their name,
 * size and a Remove button, and a new pick replaces a question's one file.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { enTake } from '../../../../i18n/enTake';
import { take as deTake } from '../../../../i18n/locales/de/take';
import { preloadStudentTypes, StudentAnswer } from '../../../shared/views/studentRegistry';
import type { StudentFiles, TakeQuestion } from '../../../shared/views/studentQuestion';
import { TakeTextContext, takeTextFrom } from '../../../../views/take/takeText';

beforeAll(() => preloadStudentTypes());

const question = (view: object) =>
  ({
    kind: 'question',
    id: 4,
    number: 1,
    title: 'Send your lab report.',
    image: null,
    isMultiple: false,
    options: [],
    questionType: 'fileUpload',
    view: { kinds: null, maxBytes: 20 * 1024 * 1024, maxFiles: 1, instructions: null, ...view },
  }) as unknown as TakeQuestion;

const stored = (name: string, size: number, id = name) => ({ id, name, size, type: 'application/pdf' });

function renderPicker(
  q: TakeQuestion,
  options: { language?: 'en' | 'de'; response?: unknown; sending?: StudentFiles['sending'] } = {},
) {
  const sent: File[] = [];
  const removed: string[] = [];
  function Harness() {
    const [error, setError] = useState<string | null>(null);
    const files: StudentFiles = {
      onSend: (file) => {
        setError(null);
        sent.push(file);
      },
      onRemove: (id) => removed.push(id),
      onRefuse: setError,
      sending: options.sending ?? null,
      error,
      downloadUrl: (id) => `/api/take/token/files/${id}`,
    };
    return (
      <TakeTextContext.Provider
        value={takeTextFrom(options.language === 'de' ? deTake : enTake, options.language ?? 'en')}
      >
        <StudentAnswer
          question={q}
          chosen={undefined}
          response={options.response}
          onChoose={() => {}}
          onRespond={() => {}}
          files={files}
        />
      </TakeTextContext.Provider>
    );
  }
  render(<Harness />);
  return { sent, removed, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = (name = 'report.pdf', size = 1200) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

test('a labelled file input with the instructions and limits; a file that fits is sent', async () => {
  const { sent, user } = renderPicker(
    question({ kinds: '.pdf,image/*', maxBytes: 5 * 1024 * 1024, instructions: 'Photograph each page.' }),
  );
  const input = screen.getByLabelText('Choose a file');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', '.pdf,image/*');
  expect(input).not.toHaveAttribute('capture');
  expect(input).toHaveAccessibleDescription(
    'Photograph each page. One file, up to 5 MB. Kinds of file taken: .pdf, image/*.',
  );
  expect(screen.getByText('No file sent yet.')).toBeInTheDocument();
  const photo = new File([new Uint8Array(2048)], 'IMG_0042.JPG', { type: 'image/jpeg' });
  await user.upload(input, photo);
  expect(sent).toEqual([photo]);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a file too large or of another kind is refused beside the picker before anything is sent', async () => {
  const { sent, user } = renderPicker(question({ kinds: '.pdf', maxBytes: 1024 }));
  const input = screen.getByLabelText('Choose a file');
  await user.upload(input, pdf('big.pdf', 4096));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This file is 4 kB; the largest file taken is 1 kB. Send a smaller one.',
  );
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining('This file is 4 kB'));
  await user.upload(input, new File([new Uint8Array(10)], 'notes.docx'));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This kind of file is not taken here. Send one of these: .pdf.',
  );
  expect(sent).toEqual([]);
  await user.upload(input, pdf('small.pdf', 500));
  expect(sent.map((f) => f.name)).toEqual(['small.pdf']);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('in German, the refusal and the limits are German', async () => {
  const { user } = renderPicker(question({ maxBytes: 1024 }), { language: 'de' });
  const input = screen.getByLabelText('Datei auswählen');
  expect(input).toHaveAccessibleDescription('Eine Datei, bis zu 1 kB.');
  await user.upload(input, pdf('groß.pdf', 3 * 1024));
  expect(screen.getByRole('alert')).toHaveTextContent('Diese Datei ist 3 kB groß');
});

test('the file sent shows with its name, size and Remove; picking another replaces it', async () => {
  const { sent, removed, user } = renderPicker(question({}), {
    response: [stored('report.pdf', 2.4 * 1024 * 1024, 'f1')],
  });
  const list = screen.getByRole('list', { name: 'Your files' });
  expect(list).toHaveTextContent('report.pdf');
  expect(list).toHaveTextContent('2.4 MB');
  expect(screen.getByRole('link', { name: 'report.pdf' })).toHaveAttribute(
    'href',
    '/api/take/token/files/f1',
  );
  await user.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
  expect(removed).toEqual(['f1']);
  await user.upload(screen.getByLabelText('Replace the file'), pdf('final.pdf'));
  expect(sent.map((f) => f.name)).toEqual(['final.pdf']);
});

test('a question of several files adds until it is full; a file on its way is said and the picker waits', () => {
  const twoOfThree = [stored('a.pdf', 10), stored('b.pdf', 10)];
  renderPicker(question({ maxFiles: 3 }), {
    response: twoOfThree,
    sending: { name: 'c.pdf', removing: false },
  });
  expect(screen.getByLabelText('Add another file')).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Sending c.pdf…');
  expect(screen.getByText('Up to 3 files, each up to 20 MB.')).toBeInTheDocument();
});

test('a full answer says so instead of offering the picker', () => {
  renderPicker(question({ maxFiles: 2 }), { response: [stored('a.pdf', 10), stored('b.pdf', 10)] });
  expect(screen.queryByLabelText('Add another file')).toBeNull();
  expect(
    screen.getByText('You have sent the most files this question takes (2). Remove one to send another.'),
  ).toBeInTheDocument();
});
