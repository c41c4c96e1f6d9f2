/**
 * Fastify names every plugin it registers (its plugin tree, its errors). A plugin without a display name makes it
 * look for the function among the exports of every module in the CommonJS module cache, twice per registration:
 * with the route plugins registered by each app (the test files build hundreds), that search cost seconds of CPU.
 * The function's own name is what Fastify would find anyway.
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/** The plugin itself, with its function name as Fastify's display name. */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  const labelled = plugin as Plugin & { [DISPLAY_NAME]?: string };
  labelled[DISPLAY_NAME] ??= plugin.name;
  return plugin;
}
