/**
 * Vitest's jsdom, with one bidi-js instance for its selector engine (sharedBidi.ts) and a label lookup that does not
 * walk the whole document for each element (labelLookup.ts).
 */
import type { Environment } from 'vitest/runtime';
import { builtinEnvironments } from 'vitest/runtime';
import { installLabelLookup } from './labelLookup';
import { shareBidiFactory } from './sharedBidi';

const jsdom: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-shared-bidi',
  setup(global, options) {
    shareBidiFactory();
    installLabelLookup();
    // A file's `@vitest-environment-options` come keyed by this environment's path; jsdom reads its own key.
    const fileOptions = Object.entries(options).find(([key]) => key.endsWith('jsdomEnvironment.ts'))?.[1];
    return builtinEnvironments.jsdom.setup(global, {
      ...options,
      jsdom: { ...(options.jsdom as object | undefined), ...(fileOptions as object | undefined) },
    });
  },
};

export default jsdom;
