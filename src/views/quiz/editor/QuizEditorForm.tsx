/** The form: details on the left with the activities, the selected activity's items on the right, the toolbar. */
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { showsQuizTabs, type QuizEditorMode } from '../../../domain/quiz/quizArea';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  selectDistributedQuizId,
  selectHasDocument,
  selectIsSaving,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { cx } from '../../ui/cx';
import { ActivitiesList } from './ActivitiesList';
import { EditorActionBar } from './EditorActionBar';
import { EditorDialogs, type EditorDialog } from './EditorDialogs';
import { ItemsColumn } from './ItemsColumn';
import { QuizDetailsForm } from './QuizDetailsForm';
import { QuizTakersNotice } from '../takers/QuizTakersNotice';
import { UnavailableVideosNotice } from './UnavailableVideosNotice';

export function QuizEditorForm({
  editor,
  mode,
  canPreview,
}: {
  editor: QuizEditorActorRef;
  mode: QuizEditorMode;
  /** The capability table lets the caller preview the quiz. */
  canPreview: boolean;
}) {
  const { t } = useTranslation();
  // Whether the quiz is loaded, not the quiz: the form itself does not re-render with every keystroke (ADR 261).
  const loaded = useSelector(editor, selectHasDocument);
  const saving = useSelector(editor, selectIsSaving);
  const distributedQuizId = useSelector(editor, selectDistributedQuizId);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [location] = useLocation();
  const belowTabs = showsQuizTabs(location);
  // Stable, so the memoised columns do not re-render with every keystroke of the form.
  const openAddVideo = useCallback(() => setDialog('addVideo'), []);
  const openImport = useCallback(() => setDialog('import'), []);
  const openGenerate = useCallback(() => setDialog('generate'), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  if (!loaded) return null;

  return (
    // From 1280 px the editor fills the viewport below the page title (top bar 3.5rem, main's padding 2 × 2rem,
    // the title 2rem and its gap 1rem, and the quiz tabs 2.5rem and their gap 1rem where they show): two panes
    // that scroll on their own above the action bar, and the page itself never scrolls (ADR 170, 351).
    <section
      aria-label={t(mode === 'edit' ? 'editor.titleEdit' : 'editor.titleCreate')}
      className={cx(
        'flex flex-col gap-4 xl:min-h-[28rem]',
        belowTabs ? 'xl:h-[calc(100dvh-14rem)]' : 'xl:h-[calc(100dvh-10.5rem)]',
      )}
    >
      {distributedQuizId !== null && <QuizTakersNotice quizId={distributedQuizId} />}
      <UnavailableVideosNotice editor={editor} />
      {/* Read-only while saving: the save sends the quiz as it was when Save Quiz was pressed (ADR 085). */}
      <fieldset
        disabled={saving}
        inert={saving}
        aria-busy={saving}
        className="m-0 grid min-w-0 gap-6 border-0 p-0 xl:min-h-0 xl:flex-1 xl:grid-cols-[24rem_minmax(0,1fr)] 2xl:grid-cols-[28rem_minmax(0,1fr)] min-[1800px]:grid-cols-[32rem_minmax(0,1fr)]"
      >
        {/* From 1280 px two panes, each one scroll area and nothing inside it scrolling on its own: the activities (the
            editor's navigation, on the first screen however long the details are) then the quiz's details, and the
            selected activity's items (ADR 351). Each pane is positioned, so what is placed absolutely in it (visually
            hidden labels) scrolls and is clipped with it instead of stretching the page; its scroll does not chain
            to the page. Each pane has the page's background: contrast checkers measure a scrolling box by its
            content, and cannot decide text scrolled past a box of its own height. */}
        <div
          role="region"
          aria-label={t('editorLayout.details')}
          className="relative flex min-w-0 flex-col gap-6 bg-slate-50 xl:min-h-0 xl:overflow-y-auto xl:overscroll-contain xl:pe-1"
        >
          <ActivitiesList editor={editor} />
          <QuizDetailsForm editor={editor} />
        </div>
        <div
          role="region"
          aria-label={t('editorLayout.items')}
          className="relative min-w-0 bg-slate-50 xl:min-h-0 xl:overflow-y-auto xl:overscroll-contain xl:pe-1"
        >
          <ItemsColumn
            editor={editor}
            onAddVideo={openAddVideo}
            onImport={openImport}
            onGenerate={openGenerate}
          />
        </div>
      </fieldset>
      <EditorActionBar editor={editor} onPreview={canPreview ? () => setDialog('preview') : undefined} />
      <EditorDialogs editor={editor} dialog={dialog} onClose={closeDialog} />
    </section>
  );
}
