/**
 * A drawing question on the student page (ADR 306), by role and label: the question's picture with a board drawn on
 * by pointer events; lifting the pen hands the picture with the drawing to the question's upload as one PNG
 * (`drawing.png`), the same path a picked file takes; a stroke made while a file is on its way is sent once it has
 * arrived; a drawing sent before is drawn on next, and Clear goes back to the bare picture and removes it. Every
 * control is named, and the file picker beside the board ("Or send a picture instead") is reached and used by
 * keyboard alone.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { enTake } from '../../../../i18n/enTake';
import { preloadStudentTypes, StudentAnswer } from '../../../shared/views/studentRegistry';
import type { StudentFiles, TakeQuestion } from '../../../shared/views/studentQuestion';
import { TakeTextContext, takeTextFrom } from '../../../../views/take/takeText';

beforeAll(() => preloadStudentTypes());

/** What the board drew: jsdom has no 2D canvas, so the context records its calls. */
let drawn: string[] = [];
beforeEach(() => {
  drawn = [];
  const context = new Proxy(
    {},
    {
      get:
        (_target, name) =>
        (...args: unknown[]) =>
          void drawn.push(`${String(name)}(${args.length})`),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    callback(new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: type ?? 'image/png' }));
  });
});
afterEach(() => vi.restoreAllMocks());

const question = {
  kind: 'question',
  id: 4,
  number: 1,
  title: 'Colour the roof red and the walls yellow.',
  image: '/media/house.png',
  isMultiple: false,
  options: [],
  questionType: 'fileUpload',
  view: {
    kinds: 'image/png,image/*',
    maxBytes: 20 * 1024 * 1024,
    maxFiles: 1,
    instructions: null,
    drawing: true,
  },
} as unknown as TakeQuestion;

function renderBoard(response?: unknown) {
  const sent: File[] = [];
  const removed: string[] = [];
  let setSending: (value: StudentFiles['sending']) => void = () => {};
  function Harness() {
    const [sending, set] = useState<StudentFiles['sending']>(null);
    setSending = set;
    const files: StudentFiles = {
      onSend: (file) => void sent.push(file),
      onRemove: (id) => void removed.push(id),
      onRefuse: () => {},
      sending,
      error: null,
      downloadUrl: (id) => `/api/take/token/files/${id}`,
    };
    return (
      <TakeTextContext.Provider value={takeTextFrom(enTake, 'en')}>
        <StudentAnswer
          question={question}
          chosen={undefined}
          response={response}
          onChoose={() => {}}
          onRespond={() => {}}
          files={files}
        />
      </TakeTextContext.Provider>
    );
  }
  const { container } = render(<Harness />);
  const picture = container.querySelector('img')!;
  fireEvent.load(picture);
  return {
    sent,
    removed,
    picture,
    sending: (value: StudentFiles['sending']) => act(() => setSending(value)),
    board: screen.getByLabelText('Draw on the picture'),
  };
}

function stroke(board: HTMLElement, pointerId = 1) {
  fireEvent.pointerDown(board, { pointerId, pointerType: 'pen', button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(board, { pointerId, pointerType: 'pen', clientX: 40, clientY: 30 });
  fireEvent.pointerMove(board, { pointerId, pointerType: 'pen', clientX: 60, clientY: 80 });
  fireEvent.pointerUp(board, { pointerId, pointerType: 'pen', clientX: 60, clientY: 80 });
}

test('a stroke drawn by pointer is sent as one PNG through the question’s upload when the pen is lifted', async () => {
  const { sent, picture, board } = renderBoard();
  expect(picture).toHaveAttribute('src', '/media/house.png');
  expect(board.tagName).toBe('CANVAS');
  expect(board).toHaveAccessibleDescription(expect.stringContaining('Draw with your finger'));
  stroke(board);
  expect(drawn).toContain('lineTo(2)');
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ name: 'drawing.png', type: 'image/png' });
  // The picture under the strokes is part of what is sent.
  expect(drawn).toContain('drawImage(5)');
});

test('a stroke made while a file is on its way is sent once it has arrived', async () => {
  const { sent, board, sending } = renderBoard();
  sending({ name: 'drawing.png', removing: false });
  stroke(board);
  // The stroke is drawn and every effect it started has run: nothing is sent while the file is on its way.
  expect(drawn).toContain('lineTo(2)');
  await act(async () => {});
  expect(sent).toHaveLength(0);
  sending(null);
  await waitFor(() => expect(sent).toHaveLength(1));
});

test('a drawing sent before is drawn on next; Clear goes back to the picture and removes it', async () => {
  const { removed, picture } = renderBoard([
    { id: 'f9', name: 'drawing.png', size: 4000, type: 'image/png' },
  ]);
  expect(picture).toHaveAttribute('src', '/api/take/token/files/f9');
  expect(screen.getByRole('link', { name: 'drawing.png' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo last stroke' })).toBeDisabled();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
  expect(picture).toHaveAttribute('src', '/media/house.png');
  expect(removed).toEqual(['f9']);
});

test('every control is named, and the picker beside the board sends a picture by keyboard alone', async () => {
  const { sent, board } = renderBoard();
  for (const colour of ['Black', 'Red', 'Yellow', 'Blue'])
    expect(screen.getByRole('radio', { name: colour })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
  expect(screen.getByRole('slider', { name: 'Pen width' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save drawing' })).toBeDisabled();
  stroke(board);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Undo last stroke' })).toBeEnabled();

  const user = userEvent.setup({ applyAccept: false });
  const picker = screen.getByLabelText('Or send a picture instead');
  expect(picker).toHaveAttribute('type', 'file');
  expect(picker).toHaveAttribute('accept', 'image/png,image/*');
  while (document.activeElement !== picker) await user.tab();
  const photo = new File([new Uint8Array(2048)], 'house.jpg', { type: 'image/jpeg' });
  await user.keyboard('{Enter}');
  await user.upload(picker, photo);
  expect(sent.at(-1)).toBe(photo);
});
