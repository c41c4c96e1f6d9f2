/**
 * Rules and machines produce the SPEC's English messages (src/domain/shared/messages.ts); the catalog keys them under
 * `messages.*`. This turns such a message into the current language. Messages from the server are shown as sent.
 */
import { useCallback } from 'react';
import { useTranslation } from './useTranslation';
import { MESSAGES } from '../../domain/shared/messages';

type MessageKey = keyof typeof MESSAGES;
const KEY_OF = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

export function useMessage(): (message: string | null | undefined) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return null;
      const key = KEY_OF.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
