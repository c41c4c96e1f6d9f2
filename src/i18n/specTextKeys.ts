/**
 * The features' messages in SPEC's words (each feature's `*_MESSAGES`) are the catalog group `specTexts`: English in
 * src/i18n/en/specTexts.ts, every other language in src/i18n/locales/<language>/specTexts.ts. A message the console
 * shows (a notice, a field's error, a server's refusal in SPEC's words) is found here by its English words and shown
 * in the reader's language by `useMessage` (src/views/shared/useMessage.ts). Messages with values in them
 * (functions), the student page's and mail's own (their catalogs) and a machine's own are not in it. Only the
 * signed-in shell loads this module.
 */
import { specTexts } from './en/specTexts';

const KEY_OF = new Map<string, string>();
for (const [key, text] of Object.entries(specTexts)) if (!KEY_OF.has(text)) KEY_OF.set(text, key);

/** The catalog key (in `specTexts`) of an English message the console shows, when it is one of them. */
export function specTextKey(message: string): string | undefined {
  return KEY_OF.get(message);
}
