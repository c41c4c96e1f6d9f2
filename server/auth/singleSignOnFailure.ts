/** How a sign-in through an institution's provider ends on the sign-in screen (ADRs 182, 186). */
import type { SsoFailure } from '../../src/domain/session/signedOut';

/** A sign-in that ends on the sign-in screen with this reason; signs nobody in. */
export class SsoFailed extends Error {
  constructor(readonly reason: SsoFailure) {
    super(`single sign-on failed: ${reason}`);
  }
}
