/**
 * The name an equation that cannot be read is shown with (ADR 387), from the catalog of the page it is on: the
 * console gives its own (LocalizedShell), the student page its own (src/entries/take/main.tsx).
 */
import { createContext, useContext } from 'react';

export const MathErrorLabelContext = createContext('');
export const useMathErrorLabel = (): string => useContext(MathErrorLabelContext);
