/**
 * zod compiles its object parsers with `new Function` and, when it makes its first object schema, probes whether it
 * may: under the server's Content-Security-Policy (`script-src 'self'`) the probe is refused and reported as a
 * violation on every page, although nothing breaks. In `jitless` mode zod neither probes nor compiles (ADR 189), so
 * a violation report means something.
 *
 * zod keeps its configuration in one object on `globalThis` and documents filling it before zod loads as the way to
 * configure every copy at once. That is done here rather than with `z.config()`, which would put zod's core on the
 * first script of both entry points (about 5 KB gzip, past their budgets: ADRs 003, 140); a type is all this
 * module takes from zod. Each entry point imports it first: imports run in order, also once Parcel hoists the
 * modules into one scope, and zod itself only loads later, in the chunks that need it.
 */
import type { $ZodConfig } from 'zod/v4/core';

const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
// The object zod will use, or already uses if it loaded first: changed in place, never replaced.
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
