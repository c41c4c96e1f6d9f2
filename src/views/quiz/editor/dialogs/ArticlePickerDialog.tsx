/** The article picker 'Articles': search by title or section ID; a table of ID, Title, Type with Select. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleRow } from '../../../../api/content/contentContract';
import {
  articlePickerMachine,
  selectArticleList,
  type ArticlePickerActorRef,
} from '../../../../machines/content/articlePickerMachine';
import {
  selectItems,
  selectListQuery,
  selectListStatus,
  selectPaging,
  type ListActorRef,
} from '../../../../machines/shared/listMachine';
import { createArticlePickerServices } from '../../../../machines/quiz/editor/quizEditorServices';
import { useHttp } from '../../../AppContext';
import { ListSearchField } from '../../../shared/list/ListSearchField';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { useDialogActor } from '../../../shared/useDialogActor';
import { PickerDialog } from './PickerDialog';

export function ArticlePickerDialog({ onClose }: { onClose: (article: ArticleRow | null) => void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(() => articlePickerMachine.provide(createArticlePickerServices(http)), [http]);
  const actor = useDialogActor(logic, undefined, onClose);
  const list = useSelector(actor, selectArticleList);

  return (
    <PickerDialog
      title={t('editor.articlePickerTitle')}
      onCancel={() => actor.send({ type: 'dialog.cancel' })}
    >
      {list && <ArticleTable list={list} picker={actor} />}
    </PickerDialog>
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
      <div className="max-h-[50vh] overflow-y-auto">
        {status === 'failed' ? (
          <div role="alert" className="flex items-center justify-center gap-3 p-4 text-red-700">
            {t('editor.addVideoDialogSearchFailed')}
            <Button variant="secondary" onClick={() => list.send({ type: 'list.retry' })}>
              {t('editor.addVideoDialogRetry')}
            </Button>
          </div>
        ) : (
          <DataTable<ArticleRow>
            label={t('editor.articlePickerTitle')}
            variant="plain"
            rows={rows}
            rowKey={(row) => row.id}
            loading={status === 'loading'}
            emptyText={t('editor.articlePickerNoArticles')}
            actionsHeader={t('editor.articlePickerActions')}
            rowActions={(row) => (
              <Button
                variant="secondary"
                aria-label={t('editor.articlePickerSelectArticle', { title: row.title })}
                onClick={() => picker.send({ type: 'article.select', article: row })}
              >
                {t('editor.articlePickerSelect')}
              </Button>
            )}
            columns={[
              { key: 'id', header: t('editor.articlePickerId'), render: (row) => row.id },
              {
                key: 'title',
                header: t('editor.articlePickerArticleTitle'),
                userText: true,
                render: (row) => row.title,
              },
              { key: 'type', header: t('editor.articlePickerType'), render: (row) => row.articleType },
            ]}
          />
        )}
      </div>
      <Pager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} />
    </>
  );
}
