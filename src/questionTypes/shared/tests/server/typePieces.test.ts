/**
 * Every registered question type has all its pieces (ADR 323): an editor, a student view, a scorer, a writer for
 * each export format or a note of what the format cannot carry, an import reader or a note why none, what a language
 * model is asked for (or why it is not asked), and a sample for the registry's property tests. The console's and the
 * server's registries are asked, so a type listed in one and forgotten in another fails here.
 */
import { isTextBlock } from '../../../textBlock/domain/textBlock';
import type { QuestionTypeModule } from '../../domain/questionType';
import { QUESTION_TYPES } from '../../domain/registry';
import type { ServerQuestionType } from '../../server/questionType';
import { questionTypeOf as serverTypeOf } from '../../server/registry';
import { hasEditor } from '../../views/editorRegistry';
import { hasStudentView } from '../../views/studentRegistry';
import { TYPE_SAMPLES } from '../domain/typeSamples';

/** Each export format and the writer that writes it. */
const FORMATS = { qti: 'qti21', cc: 'cc', moodle: 'moodleXml', gift: 'gift', scorm: 'scorm' } as const;

interface Pieces {
  readonly type: QuestionTypeModule;
  readonly server: ServerQuestionType | undefined;
  readonly editor: boolean;
  readonly studentView: boolean;
  readonly sample: boolean;
}

/** The pieces a type lacks, in words. */
function missingPieces({ type, server, editor, studentView, sample }: Pieces): string[] {
  const missing: string[] = [];
  if (!editor) missing.push('an editor');
  // A text block asks nothing: the page shows it between the questions itself.
  if (!studentView && !isTextBlock({ questionType: type.name })) missing.push('a student view');
  if (typeof type.score !== 'function') missing.push('a scorer');
  if (!sample) missing.push('a sample');
  if (!type.generation && !type.notGenerated) missing.push('a generation piece, or why a model is not asked');
  if (!server) return [...missing, 'a server part'];
  if (type.generation && !server.prompt) missing.push("the model's prompt");
  const readers = Object.values(server.read).filter(Boolean);
  if (readers.length === 0 && !server.notRead) missing.push('an import reader, or why none');
  for (const [format, writer] of Object.entries(FORMATS))
    if (!server.write?.[writer] && !server.write?.notes?.[format as keyof typeof FORMATS])
      missing.push(`a ${format} writer, or what the format cannot carry`);
  return missing;
}

const piecesOf = (type: QuestionTypeModule): Pieces => ({
  type,
  server: serverTypeOf(type.name as Parameters<typeof serverTypeOf>[0]),
  editor: hasEditor(type.name),
  studentView: hasStudentView(type.name),
  sample: Object.hasOwn(TYPE_SAMPLES, type.name),
});

test.each(QUESTION_TYPES.map((type) => [type.name, type as unknown as QuestionTypeModule] as const))(
  '%s has every piece a question type needs',
  (_name, type) => {
    expect(missingPieces(piecesOf(type))).toEqual([]);
  },
);

describe('the rule', () => {
  const numeric = QUESTION_TYPES.find((type) => type.name === 'numeric') as unknown as QuestionTypeModule;
  const complete = piecesOf(numeric);

  test('a type without an editor, a student view, a sample or a server part is named with what it lacks', () => {
    expect(
      missingPieces({ ...complete, editor: false, studentView: false, sample: false, server: undefined }),
    ).toEqual(['an editor', 'a student view', 'a sample', 'a server part']);
  });

  test('a writer missing for a format needs a note of what the format cannot carry', () => {
    const server = complete.server!;
    const { gift: _gift, ...write } = server.write!;
    const withoutGift = { ...server, write: { ...write, notes: {} } as typeof server.write };
    expect(missingPieces({ ...complete, server: withoutGift })).toEqual([
      'a gift writer, or what the format cannot carry',
    ]);
    const noted = {
      ...withoutGift,
      write: { ...withoutGift.write!, notes: { gift: () => ['Not carried.'] } },
    };
    expect(missingPieces({ ...complete, server: noted })).toEqual([]);
  });

  test('a type a model may write needs its prompt; one it may not needs the reason', () => {
    const server = { ...complete.server!, prompt: undefined };
    expect(missingPieces({ ...complete, server })).toEqual(["the model's prompt"]);
    const { generation: _generation, ...rest } = numeric;
    expect(missingPieces({ ...complete, type: rest })).toEqual([
      'a generation piece, or why a model is not asked',
    ]);
  });

  test('a type no format is read as needs the reason', () => {
    const server = { ...complete.server!, read: {} };
    expect(missingPieces({ ...complete, server })).toEqual(['an import reader, or why none']);
    expect(missingPieces({ ...complete, server: { ...server, notRead: 'No format has it.' } })).toEqual([]);
  });
});
