/**
 * jsdom with Node's module transform and Node's binary and text classes. These files run the real server beside
 * the console: the browser transform rewrites the server's `new URL('…', import.meta.url)` into page addresses,
 * and jose refuses a key made by a TextEncoder of jsdom's realm. The DOM is jsdom's all the same, with one bidi-js
 * instance for its selector engine (tests/setup/sharedBidi.ts) and the label lookup of tests/setup/labelLookup.ts.
 */
import type { Environment } from 'vitest/runtime';
import { builtinEnvironments } from 'vitest/runtime';
import { installLabelLookup } from '../../setup/labelLookup';
import { shareBidiFactory } from '../../setup/sharedBidi';

// jsdom's own classes stay where the DOM needs them (FormData of a form element, File of an input).
const NODE_GLOBALS = ['TextEncoder', 'TextDecoder', 'Uint8Array', 'ArrayBuffer'] as const;

const jsdomWithServer: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-with-server',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    shareBidiFactory();
    installLabelLookup();
    const saved = NODE_GLOBALS.map((key) => [key, global[key]] as const);
    const jsdom = await builtinEnvironments.jsdom.setup(global, options);
    const replaced = saved.filter(([key, value]) => global[key] !== value);
    for (const [key, value] of replaced) global[key] = value;
    return jsdom;
  },
};

export default jsdomWithServer;
