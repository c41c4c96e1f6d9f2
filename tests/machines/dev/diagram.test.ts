import { fromPromise, not, setup } from 'xstate';
import { guardLabel, machineDoc, machinesIndex, toMermaid } from '../../../src/machines/dev/diagram';

const editorMachine = setup({
  types: {
    events: {} as
      { type: 'quiz.edit' } | { type: 'quiz.save' } | { type: 'quiz.close' } | { type: 'quiz.reset' },
  },
  actors: { fetchQuiz: fromPromise(async () => ({})), saveQuiz: fromPromise(async () => ({})) },
  guards: { isDirty: () => true, canSave: (_, _params: { strict: boolean }) => true },
  delays: { debounce: 300 },
}).createMachine({
  id: 'quizEditor',
  initial: 'loading',
  on: { 'quiz.reset': { target: '.loading' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: { src: 'fetchQuiz', onDone: 'ready', onError: 'loadFailed' },
    },
    loadFailed: { description: 'Shows "Error": the quiz could not be loaded; a reload tries again.' },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'clean',
          states: {
            clean: { on: { 'quiz.edit': 'dirty' } },
            dirty: {
              after: { debounce: 'clean', 5000: 'clean' },
              on: {
                'quiz.save': [
                  { guard: { type: 'canSave', params: { strict: true } }, target: '#quizEditor.saving' },
                  { guard: not('isDirty'), target: 'clean' },
                  { actions: [] },
                ],
              },
            },
          },
        },
        panel: { initial: 'default', states: { default: {} } },
      },
      on: { 'quiz.close': 'closed' },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: { src: 'saveQuiz', onDone: 'ready', onError: 'ready' },
    },
    closed: { type: 'final' },
  },
});

const mermaid = toMermaid(editorMachine);
const lines = mermaid.split('\n').map((line) => line.trim());

test('a diagram is a Mermaid stateDiagram-v2 with the initial state', () => {
  expect(lines[0]).toBe('stateDiagram-v2');
  expect(lines).toContain('[*] --> loading');
});

test('states show their tags and the actors they invoke', () => {
  expect(lines).toContain('state "loading" as loading');
  expect(lines).toContain('loading : tags busy');
  expect(lines).toContain('loading : invokes fetchQuiz');
  expect(lines).toContain('saving : tags busy, saving');
});

test('invoke completions read done(actor) and error(actor)', () => {
  expect(lines).toContain('loading --> ready : done(fetchQuiz)');
  expect(lines).toContain('loading --> loadFailed : error(fetchQuiz)');
  expect(lines).toContain('saving --> ready : error(saveQuiz)');
});

test('nested and parallel states are drawn inside their parent, regions apart', () => {
  const start = lines.indexOf('state "ready" as ready {');
  const end = lines.indexOf('}', lines.indexOf('state "panel" as ready_panel {'));
  expect(start).toBeGreaterThan(0);
  const body = lines.slice(start, end + 2);
  expect(body).toContain('state "form" as ready_form {');
  expect(body).toContain('[*] --> ready_form_clean');
  expect(body).toContain('--');
  expect(body).toContain('ready_form_clean --> ready_form_dirty : quiz.edit');
});

test('guards read by name, parameters left out, and an unguarded fallback reads else', () => {
  expect(lines).toContain('ready_form_dirty --> saving : quiz.save [canSave]');
  expect(lines).toContain('ready_form_dirty --> ready_form_clean : quiz.save [not(isDirty)]');
  expect(lines).toContain('ready_form_dirty --> ready_form_dirty : quiz.save [else]');
});

test('delays read by name or in milliseconds', () => {
  expect(lines).toContain('ready_form_dirty --> ready_form_clean : after(debounce)');
  expect(lines).toContain('ready_form_dirty --> ready_form_clean : after 5000 ms');
});

test('final states end, and transitions of a compound state leave its box', () => {
  expect(lines).toContain('closed --> [*]');
  expect(lines).toContain('ready --> closed : quiz.close');
});

test('a state named like a Mermaid keyword gets an id Mermaid cannot misread', () => {
  const machine = setup({}).createMachine({
    id: 'words',
    initial: 'default',
    states: { default: { on: { 'word.next': 'note' } }, note: {} },
  });
  expect(
    toMermaid(machine)
      .split('\n')
      .map((line) => line.trim()),
  ).toEqual([
    'stateDiagram-v2',
    'state "default" as s_default',
    'state "note" as s_note',
    '[*] --> s_default',
    's_default --> s_note : word.next',
  ]);
});

test('descriptions are notes, and root transitions are noted on the initial state', () => {
  const note = lines.indexOf('note right of loadFailed');
  expect(lines[note + 1]).toBe('Shows "Error": the quiz could not be loaded; a reload tries again.');
  expect(lines[note + 2]).toBe('end note');
  const rootNote = lines.indexOf('note right of loading');
  expect(lines[rootNote + 1]).toBe('Handled in every state: quiz.reset goes to loading');
});

test('transition labels carry no characters that end a Mermaid label', () => {
  for (const line of lines.filter((text) => text.includes(' --> ') && text.includes(' : '))) {
    expect(line.split(' : ')[1]).not.toMatch(/[:;#]/);
  }
});

test('guard labels name higher-order and parameterized guards', () => {
  expect(guardLabel('isDirty')).toBe('isDirty');
  expect(guardLabel({ type: 'canSave', params: { strict: true } })).toBe('canSave');
  expect(guardLabel(not('isDirty'))).toBe('not(isDirty)');
});

test('a machine document has a heading, its summary and the diagram', () => {
  const doc = machineDoc({
    name: 'quizEditor',
    folder: 'quiz/editor',
    summary: 'Edits one quiz.',
    machine: editorMachine,
  });
  expect(doc.startsWith('# quizEditor\n\nEdits one quiz.\n')).toBe(true);
  expect(doc).toContain('Source: `src/machines/quiz/editor/quizEditorMachine.ts`');
  expect(doc).toContain(`\`\`\`mermaid\n${mermaid}\n\`\`\`\n`);
  expect(
    machinesIndex([
      { name: 'quizEditor', folder: 'quiz/editor', summary: 'Edits | saves.', machine: editorMachine },
    ]),
  ).toContain('| [quizEditor](quizEditor.md) | Edits \\| saves. |');
});
