/** Vitest's jsdom, with one bidi-js instance for its selector engine (sharedBidi.ts). */
import type { Environment } from 'vitest/runtime';
import { builtinEnvironments } from 'vitest/runtime';
import { shareBidiFactory } from './sharedBidi';

const jsdom: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-shared-bidi',
  setup(global, options) {
    shareBidiFactory();
    // A file's `@vitest-environment-options` come keyed by this environment's path; jsdom reads its own key.
    const fileOptions = Object.entries(options).find(([key]) => key.endsWith('jsdomEnvironment.ts'))?.[1];
    return builtinEnvironments.jsdom.setup(global, {
      ...options,
      jsdom: { ...(options.jsdom as object | undefined), ...(fileOptions as object | undefined) },
    });
  },
};

export default jsdom;
