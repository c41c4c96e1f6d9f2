/**
 * What the language-model client reads from an OpenAI-compatible provider beyond its answer (ADR 365): which
 * parameters a model takes for its answer's bound, and the provider's own words when it refuses a request.
 */
import OpenAI from 'openai';

/**
 * How a model takes its answer's bound (ADR 365): `classic` is `max_tokens` with our `temperature`; `completion` is
 * `max_completion_tokens` with the model's own temperature, as OpenAI's reasoning models (o1, o3, o4-mini…) and
 * newer ones (gpt-5…) require.
 */
export type ParameterShape = 'classic' | 'completion';

/** Models known by name to take only `max_completion_tokens` and their default temperature. */
export const COMPLETION_SHAPED_MODEL = /^(?:[\w.-]+\/)?(?:o\d+(?:-[\w.-]+)?|gpt-5(?:[\w.-]*)?)$/i;

/**
 * A 400 that says the model refuses `max_tokens` or `temperature` ("Unsupported parameter: 'max_tokens' … Use
 * 'max_completion_tokens' instead", "Unsupported value: 'temperature' does not support 0.4 with this model").
 */
export const isOldParameterRefusal = (error: unknown) =>
  error instanceof OpenAI.BadRequestError &&
  (error.param === 'max_tokens' ||
    error.param === 'temperature' ||
    /max_completion_tokens|'max_tokens'|'temperature'/.test(error.message));

/** The provider's own words in an error answer (its `error.message`), bounded for a log line and the console. */
export function providerReason(error: unknown): string | undefined {
  if (!(error instanceof OpenAI.APIError)) return undefined;
  const body = error.error as { message?: unknown } | undefined;
  const words = typeof body?.message === 'string' ? body.message.trim() : '';
  return words === '' ? undefined : words.slice(0, 500);
}
