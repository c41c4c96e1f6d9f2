/**
 * The generate-questions dialog's generation actor over the API's NDJSON stream (ADR 365): the failure's code is the
 * sentence the dialog shows, and only the provider's or the model's own words come as the detail under it.
 */
import { createActor, createEmptyActor, toPromise } from 'xstate';
import type { GenerationEvent } from '../../../../src/api/quiz/editor/aiContract';
import type { HttpClient } from '../../../../src/api/shared/http';
import type { GenerationOutcome } from '../../../../src/machines/quiz/editor/generateQuestionsContext';
import { createGenerateQuestionsServices } from '../../../../src/machines/quiz/editor/generateQuestionsServices';

/** An HTTP client whose generation stream is these events. */
const streaming = (events: GenerationEvent[]): HttpClient => ({
  request: () => Promise.reject(new Error('not used')),
  download: () => Promise.reject(new Error('not used')),
  lines: async function* () {
    for (const event of events) yield JSON.stringify(event);
  },
});

const request = {
  articleId: 1,
  count: 3,
  isMultiple: false,
  difficulty: 'medium',
  provider: 'chatgpt',
  model: 'gpt-3.5-turbo-16k',
} as const;

async function outcomeOf(final: GenerationEvent): Promise<GenerationOutcome> {
  const { actors } = createGenerateQuestionsServices(streaming([final]));
  return toPromise(createActor(actors.generate, { input: { request, parent: createEmptyActor() } }).start());
}

const usage = { usedToday: 1, dailyLimit: 10 };

test.each([
  ['filtered', 'The AI provider’s content filter stopped the answer. Try another video or difficulty.'],
  ['refused', 'The model declined to write these questions.'],
  ['quota', 'This site’s AI quota is used up.'],
  ['interrupted', 'The connection to the AI provider broke off before the answer was complete.'],
] as const)(
  'a %s failure without the provider’s words shows its sentence only, once',
  async (code, message) => {
    expect(await outcomeOf({ type: 'failed', code, message, ...usage })).toEqual({
      ok: false,
      failure: code,
      detail: null,
      usedToday: 1,
    });
  },
);

test('the provider’s or the model’s own words come as the detail under the sentence', async () => {
  const refusal = 'I’m sorry, I can’t help with that request.';
  expect(
    await outcomeOf({
      type: 'failed',
      code: 'refused',
      message: `The model declined to write these questions: ${refusal}`,
      detail: refusal,
      ...usage,
    }),
  ).toMatchObject({ failure: 'refused', detail: refusal });
  const reason = "This model's maximum context length is 8192 tokens.";
  expect(
    await outcomeOf({
      type: 'failed',
      code: 'provider',
      message: 'The AI provider could not answer (HTTP 400). Try again later.',
      detail: reason,
      ...usage,
    }),
  ).toMatchObject({ failure: 'provider', detail: reason });
});
