/**
 * Pictures on options and matching entries (ADR 311): an entry's text may be empty only when it has a picture, and
 * it then goes by its picture's alternative text in the save checks, in results and in a matching answer.
 */
import { choiceType } from '../../../choice/domain/choice';
import { matchingType } from '../../../matching/domain/matching';
import { OptionPictureSchema } from '../../domain/optionPicture';

const FLAG = '/media/uploads/quiz-images/flag.png';
const picture = (alt: string) => ({ src: FLAG, alt });
const stored = (options: { id: number; text: string; picture?: { src: string; alt: string } }[]) => ({
  id: 1,
  title: 'Which flag is Saxony’s?',
  isMultiple: false,
  options,
  rightAnswer: [1],
});

test.each([
  [
    'a picture with its alternative text and no text',
    [{ text: '', picture: picture('White over green') }],
    [],
  ],
  ['text and a picture without alternative text', [{ text: 'Saxony', picture: picture('') }], []],
  ['no text and no alternative text', [{ text: '', picture: picture(' ') }], ['Options should not be empty']],
  ['no text and no picture', [{ text: '' }], ['Options should not be empty']],
  [
    'two pictures described alike',
    [
      { text: '', picture: picture('Flag') },
      { text: '', picture: picture('Flag') },
    ],
    ['Options should not be duplicated'],
  ],
])('a choice option with %s', (_, textOptions, messages) => {
  const issues = choiceType.validate({ title: 'Which flag?', textOptions });
  expect(issues.map((issue) => issue.message)).toEqual(messages);
});

test("results name an option that is only a picture by the picture's alternative text", () => {
  const question = stored([
    { id: 1, text: '', picture: picture('White over green') },
    { id: 2, text: 'Red over white', picture: picture('A red flag') },
  ]);
  expect(choiceType.describeAnswer(question, [1, 2])).toBe('White over green, Red over white');
  expect(choiceType.describeRight(question)).toBe('White over green');
});

test('a picture is bounded: its address and its alternative text', () => {
  expect(OptionPictureSchema.safeParse({ src: FLAG, alt: 'x'.repeat(250) }).success).toBe(true);
  expect(OptionPictureSchema.safeParse({ src: FLAG, alt: 'x'.repeat(251) }).success).toBe(false);
  expect(OptionPictureSchema.safeParse({ src: '', alt: '' }).success).toBe(false);
  expect(OptionPictureSchema.safeParse({ src: FLAG, alt: '', extra: 1 }).success).toBe(false);
});

test("a matching prompt that is only a picture is chosen and scored by its picture's alternative text", () => {
  const definition = {
    pairs: [
      { id: 'p1', prompt: '', answer: 'Dresden', promptPicture: picture('Semperoper') },
      { id: 'p2', prompt: 'Völkerschlachtdenkmal', answer: 'Leipzig' },
    ],
    distractors: [{ id: 'x1', text: '', picture: picture('Chemnitz') }],
  };
  expect(matchingType.validate({ title: 'Sights', textOptions: [], definition })).toEqual([]);
  const question = { id: 2, title: 'Sights', isMultiple: false, options: [], rightAnswer: [], definition };
  const view = matchingType.studentView(question);
  expect(view['prompt.0']).toBe('Semperoper');
  expect(JSON.parse(String(view['promptPicture.0']))).toEqual(picture('Semperoper'));
  expect([view['answer.0'], view['answer.1'], view['answer.2']]).toEqual(['Chemnitz', 'Dresden', 'Leipzig']);
  expect(JSON.parse(String(view['answerPicture.0']))).toEqual(picture('Chemnitz'));
  const response = [
    { prompt: 'Semperoper', answer: 'Dresden' },
    { prompt: 'Völkerschlachtdenkmal', answer: 'Chemnitz' },
  ];
  expect(matchingType.score(question, response).earned).toBeCloseTo(0.5);
  expect(matchingType.describeAnswer(question, response)).toBe(
    'Semperoper: Dresden; Völkerschlachtdenkmal: Chemnitz',
  );
  const blank = {
    ...definition,
    pairs: [{ ...definition.pairs[0]!, promptPicture: picture('') }, definition.pairs[1]!],
  };
  expect(matchingType.validate({ title: 'Sights', textOptions: [], definition: blank })[0]?.message).toBe(
    'Prompts should not be empty',
  );
});
