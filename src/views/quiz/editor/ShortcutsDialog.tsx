/**
 * The editor's keyboard shortcuts: the toolbar's "Keyboard shortcuts" button, the help dialog it opens (also on
 * '?'), listing the shortcut table for this platform, and the key handling itself (useEditorShortcuts).
 */
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaKeyShortcuts, comboKeys, shortcutsFor } from '../../../domain/quiz/editor/quizEditorShortcuts';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { isMac, useEditorShortcuts } from './useEditorShortcuts';

export function ShortcutsDialog({ editor }: { editor: QuizEditorActorRef }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mac = useMemo(() => isMac(), []);
  const show = useCallback(() => setOpen(true), []);
  useEditorShortcuts(editor, show);
  return (
    <>
      <Button
        variant="secondary"
        // Shortcuts need a keyboard: on a phone the button would only push Save onto a second row.
        className="max-sm:hidden"
        aria-keyshortcuts={ariaKeyShortcuts('help', mac)}
        onClick={show}
      >
        {t('autosave.keyboardShortcuts')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('autosave.keyboardShortcuts')}
        description={t('autosave.shortcutsIntro')}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('autosave.close')}
          </Button>
        }
      >
        <table className="mt-4 w-full text-start text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('autosave.action')}</th>
              <th scope="col">{t('autosave.shortcut')}</th>
            </tr>
          </thead>
          <tbody>
            {shortcutsFor(mac).map((shortcut) => (
              <tr key={shortcut.command} className="border-b border-slate-200 last:border-0">
                <th scope="row" className="py-2 pe-4 font-normal text-slate-800">
                  {t(`autosave.${shortcut.command}`)}
                </th>
                <td className="py-2 text-end whitespace-nowrap text-slate-700">
                  {shortcut.keys.map((combo, i) => (
                    <Fragment key={i}>
                      {i > 0 && <span className="mx-1">{t('autosave.or')}</span>}
                      <kbd className="inline-flex gap-1">
                        {comboKeys(combo, mac).map((key) => (
                          <kbd
                            key={key}
                            className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-900"
                          >
                            {key}
                          </kbd>
                        ))}
                      </kbd>
                    </Fragment>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </>
  );
}
