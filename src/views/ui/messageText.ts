/**
 * How a control shows a message in SPEC's words (a field's error, a form's error, a table's empty text): as it is,
 * unless the screen's frame says otherwise. The console provides the reader's language (MessageTextScope in
 * src/views/shared/useMessage.ts); the student page provides nothing, so its bundle carries no console catalog.
 */
import { createContext, useContext } from 'react';

const asItIs = (message: string) => message;

export const MessageTextContext = createContext<(message: string) => string>(asItIs);

/** The message as the reader sees it; null and undefined stay as they are. */
export function useMessageText(): <M extends string | null | undefined>(message: M) => M | string {
  const shown = useContext(MessageTextContext);
  return (message) => (message ? shown(message) : message);
}
