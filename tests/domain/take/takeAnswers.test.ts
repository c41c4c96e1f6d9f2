import {
  acknowledge,
  chooseOption,
  clockOffsetMs,
  countdownText,
  mergeAnswers,
  minutesLeft,
  nextToSend,
  queueAnswer,
  remainingMs,
  retryDelayMs,
  unansweredQuestions,
  type SentAnswer,
} from '../../../src/domain/take/takeAnswers';
import { parseOutbox } from '../../../src/domain/take/takeOutbox';

test.each([
  [[], 3, false, [3]],
  [[2], 3, false, [3]],
  [[], 3, true, [3]],
  [[3, 4], 3, true, [4]],
  [[4], 3, true, [4, 3]],
])('choosing %j then option %i (multiple: %s) gives %j', (current, option, multiple, expected) => {
  expect(chooseOption(current, option, multiple)).toEqual(expected);
});

test('a newer choice made while the older one is in flight survives its acknowledgement, with only the unreported time', () => {
  const first = queueAnswer({}, '11', [1], 4000);
  const sent = nextToSend(first) as SentAnswer;
  expect(sent).toEqual({ itemId: '11', revision: 1, timeSpentMs: 4000 });
  const second = queueAnswer(first, '11', [2], 1000);
  expect(acknowledge(second, sent)).toEqual({ '11': { optionIds: [2], timeSpentMs: 1000, revision: 2 } });
  expect(acknowledge(first, sent)).toEqual({});
});

test('unsent choices win over the saved answers', () => {
  const outbox = queueAnswer({}, '21', [5, 6], 0);
  expect(mergeAnswers({ '11': [1], '21': [5] }, outbox)).toEqual({ '11': [1], '21': [5, 6] });
});

test('questions without a chosen option are unanswered; videos never are', () => {
  const activities = [
    {
      items: [
        { kind: 'video', id: 10 },
        { kind: 'question', id: 11 },
      ],
    },
    {
      items: [
        { kind: 'question', id: 21 },
        { kind: 'question', id: 22 },
      ],
    },
  ];
  expect(unansweredQuestions(activities, { '11': [1], '21': [] })).toEqual([21, 22]);
});

const VIEWS: Record<string, Record<string, unknown>> = {
  matching: { prompts: 2, 'prompt.0': 'France', 'prompt.1': 'Italy', answers: 2 },
  fillInBlanks: { gaps: 2, 'gap.0.id': 'g1', 'gap.1.id': 'g2' },
  ordering: { items: 3, 'item.0': 'B', 'item.1': 'C', 'item.2': 'A' },
  hotspot: { marks: 2 },
};

test.each([
  ['matching', [{ prompt: 'France', answer: 'Paris' }], false],
  [
    'matching',
    [
      { prompt: 'France', answer: 'Paris' },
      { prompt: 'Italy', answer: ' ' },
    ],
    false,
  ],
  [
    'matching',
    [
      { prompt: 'France', answer: 'Paris' },
      { prompt: 'Italy', answer: 'Rome' },
    ],
    true,
  ],
  ['fillInBlanks', [{ gap: 'g1', answer: 'ribosomes' }], false],
  [
    'fillInBlanks',
    [
      { gap: 'g1', answer: 'x' },
      { gap: 'g2', answer: 'y' },
    ],
    true,
  ],
  ['ordering', ['A', 'B'], false],
  ['ordering', ['A', 'B', 'C'], true],
  ['hotspot', [], false],
  ['hotspot', [{ x: 0.1, y: 0.2 }], true],
  ['shortAnswer', '  ', false],
  ['trueFalse', false, true],
])('a %s question answered %j counts as answered only with every part: %s', (type, response, answered) => {
  const activities = [{ items: [{ kind: 'question', id: 31, questionType: type, view: VIEWS[type] }] }];
  expect(unansweredQuestions(activities, {}, { '31': response })).toEqual(answered ? [] : [31]);
});

test('the time left is read on the server clock and never goes below zero', () => {
  const device = Date.parse('2026-03-10T09:00:00Z');
  const offset = clockOffsetMs('2026-03-10T09:05:00Z', device);
  expect(offset).toBe(300_000);
  expect(remainingMs('2026-03-10T09:10:00Z', device, offset)).toBe(300_000);
  expect(remainingMs('2026-03-10T09:04:00Z', device, offset)).toBe(0);
  expect(remainingMs(null, device, offset)).toBeNull();
});

test.each([
  [300_000, '5:00', 5],
  [299_001, '5:00', 5],
  [59_000, '0:59', 1],
  [0, '0:00', 0],
  [3_723_000, '1:02:03', 63],
])('%i ms left reads %s and announces %i minutes', (ms, text, minutes) => {
  expect(countdownText(ms)).toBe(text);
  expect(minutesLeft(ms)).toBe(minutes);
});

test('retries wait 1, 2, 4 … seconds, never more than 30', () => {
  expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

test.each([
  ['missing', null],
  ['not JSON', '{'],
  ['another shape', '{"11": {"optionIds": "1"}}'],
])('a stored outbox that is %s reads as empty', (_name, text) => {
  expect(parseOutbox(text)).toEqual({});
});
