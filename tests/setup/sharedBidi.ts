/**
 * One bidi-js instance for jsdom's selector engine, installed by the jsdom test environments before jsdom loads.
 *
 * jsdom's default stylesheet has `bdi:dir(ltr)` and `[dir]:dir(ltr)` rules, so every computed style of a `<bdi>`
 * (each title and name users wrote) or of an element with `dir` asks its selector engine, @asamuzakjp/dom-selector,
 * for the element's direction. That engine calls bidi-js's factory on every call, and each factory parses bidi-js's
 * Unicode tables afresh (tens of milliseconds): a fifth of a model-based file's CPU went to parsing the same tables
 * again. The factory is pure (its tables are read, never changed), so one instance serves every call: the module the
 * engine imports is put in Node's module cache, before anything loads it, as a factory that makes its instance once.
 * Directions come out the same (tests/tools/sharedBidi.test.ts).
 */
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type BidiFactory = () => unknown;

export function shareBidiFactory(): void {
  const factoryPath = require.resolve('bidi-js');
  if (require.cache[factoryPath]) return;
  // The same code built to another file, so that the path the engine imports stays free for the shared factory.
  const bidiFactory = require('bidi-js/dist/bidi.min.js') as BidiFactory;
  let instance: unknown;
  const shared = new Module(factoryPath);
  shared.filename = factoryPath;
  shared.loaded = true;
  shared.exports = function sharedBidiFactory() {
    instance ??= bidiFactory();
    return instance;
  };
  require.cache[factoryPath] = shared;
}
