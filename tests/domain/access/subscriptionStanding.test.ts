/** What /access says of the user's trial or subscription (ADR 288), from its kind and whether it runs now. */
import { hasEnded, subscriptionStanding } from '../../../src/domain/access/subscriptionStanding';

test.each([
  ['trial', true, 'trialRunning', false],
  ['trial', false, 'trialEnded', true],
  ['subscription', true, 'subscriptionRunning', false],
  ['subscription', false, 'subscriptionEnded', true],
  [null, true, 'noEnd', false],
  // No trial or subscription of its own has no end, whatever the flag says.
  [null, false, 'noEnd', false],
] as const)('kind %s, running now %s: %s (ended: %s)', (kind, active, standing, ended) => {
  expect(subscriptionStanding(kind, active)).toBe(standing);
  expect(hasEnded(subscriptionStanding(kind, active))).toBe(ended);
});
