/** The language on screen, for views that write dates and numbers (useFormat.ts); English outside the app. */
import { createContext } from 'react';
import type { UiLanguageCode } from '../../domain/shared/languages';

export const LanguageCodeContext = createContext<UiLanguageCode>('en');
