/**
 * Debian's Chromium with flags for a headless, offline, container run.
 *
 * The browser tests run in `chromium-headless-shell`, the headless build of Debian's Chromium package (same source
 * and version as `chromium`, installed by scripts/system-deps.sh): it draws pages with the same Blink and V8 but
 * without the full browser's window, extension and UI processes. On 11 browser files it took 35–39 % less CPU and
 * 30–35 % less time than the full browser (ADR 287). The bench keeps the full browser, so its frame timings stay
 * comparable from run to run.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser tests' Chromium: CHROMIUM_PATH, else the headless shell, else the full browser. */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' Chromium runs scripts in V8's interpreter only: no baseline (Sparkplug) and no optimizing
 * (Maglev, TurboFan) compiler. A test's page lives seconds, too short for compiled code to repay its compiling; on
 * five browser files the renderers took 22 % less CPU (33.5 s to 26.2 s, three and two runs) for the same passes
 * (ADR 304). What the scripts do is the same; the bench keeps V8's defaults, so its timings stay those of a browser.
 */
export const CHROMIUM_TEST_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-sparkplug --no-maglev --no-opt'];

/** The full Chromium of its own (the bench); the browser tests share one started by globalSetup. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM, args: CHROMIUM_ARGS });
}
