/** How a sign-in through an institution's provider ends on the sign-in screen (ADRs 182, 186). */
import type { SsoFailure } from '../../src/domain/session/signedOut';

/** A sign-in that ends on the sign-in screen with this reason; signs nobody in. */
export class SsoFailed extends Error {
  constructor(
    readonly reason: SsoFailure,
    /** What went wrong, for the log only (the provider's error code and description; never a secret). */
    readonly detail?: string,
  ) {
    super(`single sign-on failed: ${reason}`);
  }

  /** The provider the sign-in went through, once known (for the log). */
  providerId: number | undefined;
}

/** What an error from openid-client or the provider says, for the log: its code and description, no more. */
export function detailOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const {
    code,
    error: providerError,
    error_description: description,
  } = error as Error & {
    code?: unknown;
    error?: unknown;
    error_description?: unknown;
  };
  const parts = [
    typeof code === 'string' ? code : undefined,
    typeof providerError === 'string' ? providerError : undefined,
    typeof description === 'string' ? description : error.message,
  ];
  return parts.filter((part) => part !== undefined && part !== '').join(': ');
}
