/** The article picker 'Articles': search by title or section ID; a table of ID, Title, Type with Select. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleRow } from '../../../../api/contentContract';
import {
  articlePickerMachine,
  selectArticlePages,
  selectArticleRows,
} from '../../../../machines/articlePickerMachine';
import { createArticlePickerServices } from '../../../../machines/quizEditorServices';
import { useHttp } from '../../../AppContext';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Pager } from './Pager';
import { useDialogActor } from './useDialogActor';

export function ArticlePickerDialog({ onClose }: { onClose: (article: ArticleRow | null) => void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(() => articlePickerMachine.provide(createArticlePickerServices(http)), [http]);
  const actor = useDialogActor(logic, undefined, onClose);
  const keyword = useSelector(actor, (s) => s.context.keyword);
  const page = useSelector(actor, (s) => s.context.page);
  const rows = useSelector(actor, selectArticleRows);
  const pages = useSelector(actor, selectArticlePages);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const ready = useSelector(actor, (s) => s.matches('ready'));

  return (
    <Dialog
      open
      onClose={() => actor.send({ type: 'dialog.cancel' })}
      title={t('editor.articlePickerTitle')}
      size="lg"
    >
      <div className="mt-4 flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('editor.articlePickerSearch')}
          <input
            type="search"
            className="rounded-md border border-slate-400 px-3 py-2"
            value={keyword}
            onChange={(event) => actor.send({ type: 'search.type', keyword: event.target.value })}
          />
        </label>
        <div className="max-h-[50vh] overflow-y-auto" aria-busy={busy}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-2">
                  {t('editor.articlePickerId')}
                </th>
                <th scope="col" className="p-2">
                  {t('editor.articlePickerArticleTitle')}
                </th>
                <th scope="col" className="p-2">
                  {t('editor.articlePickerType')}
                </th>
                <th scope="col" className="p-2">
                  {t('editor.articlePickerActions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200">
                  <td className="p-2">{row.id}</td>
                  <td className="p-2">{row.title}</td>
                  <td className="p-2">{row.articleType}</td>
                  <td className="p-2">
                    <Button
                      variant="secondary"
                      aria-label={t('editor.articlePickerSelectArticle', { title: row.title })}
                      onClick={() => actor.send({ type: 'article.select', article: row })}
                    >
                      {t('editor.articlePickerSelect')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {ready && rows.length === 0 && (
            <p className="p-4 text-center">{t('editor.articlePickerNoArticles')}</p>
          )}
        </div>
        <Pager page={page} pages={pages} onPage={(next) => actor.send({ type: 'page.go', page: next })} />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => actor.send({ type: 'dialog.cancel' })}>
            {t('editor.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
