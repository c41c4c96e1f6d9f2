/**
 * Rules and machines produce the SPEC's English messages (src/domain/shared/messages.ts, and each feature's own
 * `*_MESSAGES`, src/i18n/specTextKeys.ts); the catalog keys them under `messages.*` and `specTexts.*`. This
 * turns such a message into the current language, line by line for a message of several lines (a notice and what
 * went with it, the editor's save check). Any other text (a server's own words, a name) is shown as sent.
 *
 * The features' messages are known once the signed-in shell is there: it provides their keys and its language's
 * catalog (`provideShellMessages`), so the sign-in screen's first paint does not download every feature's rules
 * (ADR 003), and the notifications, drawn outside the shell, read them too.
 */
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from './useTranslation';
import { MESSAGES } from '../../domain/shared/messages';
import { MessageTextContext } from '../ui/messageText';

type MessageKey = keyof typeof MESSAGES;
const KEY_OF = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** What the signed-in shell knows: the `specTexts` key of an English message, and its language's catalog. */
export interface ShellMessages {
  readonly keyOf: (message: string) => string | undefined;
  readonly t: TFunction;
}

let shellMessages: ShellMessages | null = null;
const listeners = new Set<() => void>();

/** Called by the signed-in shell when its language's catalog is there, and with null when it goes. */
export function provideShellMessages(value: ShellMessages | null): void {
  shellMessages = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => shellMessages;

export function useMessage(): (message: string | null | undefined) => string | null {
  const { t } = useTranslation();
  const shell = useSyncExternalStore(subscribe, current, current);
  return useCallback(
    (message) => {
      if (!message) return null;
      const line = (text: string): string => {
        const key = KEY_OF.get(text);
        if (key) return t(`messages.${key}`);
        const specKey = shell?.keyOf(text);
        if (!shell || !specKey) return text;
        // A catalog without it (a language not yet translated) shows the English words.
        return shell.t(`specTexts.${specKey}`, { defaultValue: text });
      };
      return message.includes('\n') ? message.split('\n').map(line).join('\n') : line(message);
    },
    [t, shell],
  );
}

/** Gives the console's controls (fields, form errors, tables) the reader's language for SPEC's messages. */
export function MessageTextScope({ children }: { readonly children: ReactNode }) {
  const shown = useMessage();
  const text = useCallback((message: string) => shown(message) ?? message, [shown]);
  return <MessageTextContext.Provider value={text}>{children}</MessageTextContext.Provider>;
}
