/** The article picker 'Articles': search by title or section ID; a table of ID, Title, Type with Select. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleRow } from '../../../../api/contentContract';
import {
  articlePickerMachine,
  selectArticleList,
  type ArticlePickerActorRef,
} from '../../../../machines/articlePickerMachine';
import {
  selectItems,
  selectListQuery,
  selectListStatus,
  selectPaging,
  type ListActorRef,
} from '../../../../machines/listMachine';
import { createArticlePickerServices } from '../../../../machines/quizEditorServices';
import { useHttp } from '../../../AppContext';
import { ListSearchField } from '../../../list/ListSearchField';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Pager } from './Pager';
import { useDialogActor } from './useDialogActor';

export function ArticlePickerDialog({ onClose }: { onClose: (article: ArticleRow | null) => void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(() => articlePickerMachine.provide(createArticlePickerServices(http)), [http]);
  const actor = useDialogActor(logic, undefined, onClose);
  const list = useSelector(actor, selectArticleList);

  return (
    <Dialog
      open
      onClose={() => actor.send({ type: 'dialog.cancel' })}
      title={t('editor.articlePickerTitle')}
      size="lg"
    >
      <div className="mt-4 flex flex-col gap-3">
        {list && <ArticleTable list={list} picker={actor} />}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => actor.send({ type: 'dialog.cancel' })}>
            {t('editor.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function ArticleTable({ list, picker }: { list: ListActorRef; picker: ArticlePickerActorRef }) {
  const { t } = useTranslation();
  const rows = useSelector(list, selectItems<ArticleRow>);
  const status = useSelector(list, selectListStatus);
  const page = useSelector(list, (s) => selectListQuery(s).page);
  const pages = useSelector(list, (s) => selectPaging(s)?.total_pages ?? 1);

  return (
    <>
      <ListSearchField actorRef={list} label={t('editor.articlePickerSearch')} showLabel />
      <div className="max-h-[50vh] overflow-y-auto" aria-busy={status === 'loading'}>
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
                    onClick={() => picker.send({ type: 'article.select', article: row })}
                  >
                    {t('editor.articlePickerSelect')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {status === 'empty' && <p className="p-4 text-center">{t('editor.articlePickerNoArticles')}</p>}
        {status === 'failed' && (
          <div role="alert" className="flex items-center justify-center gap-3 p-4 text-red-700">
            {t('editor.addVideoDialogSearchFailed')}
            <Button variant="secondary" onClick={() => list.send({ type: 'list.retry' })}>
              {t('editor.addVideoDialogRetry')}
            </Button>
          </div>
        )}
      </div>
      <Pager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} />
    </>
  );
}
