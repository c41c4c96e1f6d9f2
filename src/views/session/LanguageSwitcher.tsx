/**
 * The language switcher of the top bar and the signed-out screens (ADR 179): a native select of the 19 interface
 * languages, each named in itself (and marked with its own `lang`), so anyone finds theirs whatever is on screen.
 * Picking one sends 'language.choose'; the machine loads it and switches the whole screen at once.
 *
 * @publicModule the top bar shows it.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { UI_LANGUAGES, isUiLanguageCode } from '../../domain/shared/languages';
import { selectSwitching } from '../../machines/session/languageMachine';
import { useLanguageActor } from '../AppContext';
import { cx } from '../ui/cx';
import { Glyph, GLOBE } from '../ui/glyph';
import { useTranslation } from '../shared/useTranslation';

export function LanguageSwitcher({
  className,
  compact = false,
}: {
  readonly className?: string;
  /** Below 640 px, the globe alone (the top bar). */
  readonly compact?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguageActor();
  const wanted = useSelector(language, (snapshot) => snapshot.context.wanted);
  const switching = useSelector(language, selectSwitching);
  return (
    <div
      className={cx(
        'relative flex items-center',
        // On a phone's top bar only the globe shows, in a box of its own that takes the select's focus ring: the
        // select lies over it, invisible, so its list still names each language and its label names it.
        compact &&
          'max-sm:size-9 max-sm:rounded-md max-sm:border max-sm:border-slate-300 max-sm:bg-white max-sm:hover:border-slate-400 max-sm:has-[select:focus-visible]:outline-2 max-sm:has-[select:focus-visible]:outline-offset-2 max-sm:has-[select:focus-visible]:outline-sky-600',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {t('app.language')}
      </label>
      <Glyph
        path={GLOBE}
        className={cx(
          'pointer-events-none absolute start-2 size-4 text-slate-500',
          compact &&
            'max-sm:start-1/2 max-sm:-translate-x-1/2 max-sm:text-slate-700 rtl:max-sm:translate-x-1/2',
        )}
      />
      <select
        id={id}
        value={wanted}
        aria-busy={switching}
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (isUiLanguageCode(code)) language.send({ type: 'language.choose', code });
        }}
        className={cx(
          'max-w-40 cursor-pointer truncate rounded-md border border-slate-300 bg-white py-1.5 ps-7 pe-2 text-sm text-slate-800 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600',
          compact && 'max-sm:absolute max-sm:inset-0 max-sm:size-full max-sm:opacity-0',
        )}
      >
        {UI_LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.tag}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
