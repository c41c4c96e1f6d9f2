/**
 * A SCORM 1.2 package's player in a DOM whose window.API is scorm-again's Scorm12API (an LMS that checks each value
 * against SCORM 1.2), recording every value set and whether the LMS took it. A launch may start from the data the
 * LMS kept of an earlier one (`lmsData`), as an LMS relaunching a suspended attempt does.
 */
import { strFromU8 } from 'fflate';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** jsdom (the web projects' DOM), which ships no types: the part of it these tests use. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { runScripts: 'outside-only' },
  ) => { window: Window & typeof globalThis & { eval(code: string): unknown } };
};

interface LmsApi {
  sets: Record<string, string>;
  refused: string[];
  calls: string[];
  renderCMIToJSONObject(): Record<string, unknown>;
  isTerminated(): boolean;
}

export function play(files: Record<string, Uint8Array>, lmsData?: Record<string, unknown>) {
  const dom = new JSDOM(strFromU8(files['index.html']!), { runScripts: 'outside-only' });
  const lms = createRequire(import.meta.url).resolve('scorm-again');
  dom.window.eval(readFileSync(join(dirname(lms), 'scorm12.min.js'), 'utf8'));
  dom.window.eval(`window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
${lmsData ? `window.API.loadFromJSON(${JSON.stringify(lmsData)});` : ''}
window.API.sets = {}; window.API.refused = []; window.API.calls = [];
for (const name of ['LMSInitialize', 'LMSCommit', 'LMSFinish']) { const call = window.API[name].bind(window.API);
  window.API[name] = (arg) => { window.API.calls.push(name); return call(arg); }; }
const set = window.API.LMSSetValue.bind(window.API);
window.API.LMSSetValue = (key, value) => {
  window.API.sets[key] = value;
  const taken = set(key, value);
  if (String(taken) !== 'true') window.API.refused.push(key + ' = ' + value);
  return taken;
};`);
  const api = (dom.window as unknown as { API: LmsApi }).API;
  dom.window.eval(strFromU8(files['player.js']!));
  const document = dom.window.document;
  const fieldset = (n: number) => document.querySelectorAll('fieldset')[n]!;
  /** The learner closes the window: the page is hidden for good. */
  const leave = () => dom.window.dispatchEvent(new dom.window.Event('pagehide'));
  /** What the LMS keeps of this launch for the next one (its CMI data). */
  const kept = () => (api.renderCMIToJSONObject() as { cmi?: Record<string, unknown> }).cmi ?? {};
  return { dom, document, api, sets: api.sets, refused: api.refused, fieldset, leave, kept };
}
