/**
 * Add Video: search, Research/Education filters, Advanced date range, the publisher's playlists for the caller's
 * institution (ADR 355), the activity it goes into and result cards (the results list child of the dialog's machine).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ContentType } from '../../../../api/content/contentContract';
import type { ItemArticle } from '../../../../domain/quiz/quiz';
import {
  chosenVideo,
  selectLabelError,
  selectPublisherPlaylists,
  selectResultsList,
} from '../../../../machines/content/addVideoDialogMachine';
import { ArticleSearchResults } from '../../../content/ArticleSearchResults';
import { useAddVideoDialogActor } from '../../../content/useAddVideoDialogActor';
import { ListSearchField } from '../../../shared/list/ListSearchField';
import { CheckboxField } from '../../../ui/CheckboxField';
import { SelectField } from '../../../ui/SelectField';
import { AddVideoDateRange } from './AddVideoDateRange';
import { PickerDialog } from './PickerDialog';

const FILTER_LABELS = {
  research: 'editor.addVideoDialogResearch',
  education: 'editor.addVideoDialogEducation',
} as const satisfies Record<ContentType, string>;

export interface AddVideoDialogProps {
  readonly addedArticleIds: readonly number[];
  readonly activities: readonly { id: string; title: string }[];
  readonly selectedActivityId: string;
  /** yyyy-MM-dd, by the editor's clock: where the date filter ends by default. */
  readonly today: string;
  readonly onClose: (chosen: { activityId: string; article: ItemArticle } | null) => void;
}

export function AddVideoDialog({
  addedArticleIds,
  activities,
  selectedActivityId,
  today,
  onClose,
}: AddVideoDialogProps) {
  const { t } = useTranslation();
  const actor = useAddVideoDialogActor(
    {
      addedArticleIds,
      labels: activities,
      labelRequired: true,
      initialLabelId: selectedActivityId,
      today,
    },
    (output) => onClose(chosenVideo(output)),
  );
  const context = useSelector(actor, (s) => s.context);
  const results = useSelector(actor, selectResultsList);
  const labelError = useSelector(actor, selectLabelError);
  const publisherPlaylists = useSelector(actor, selectPublisherPlaylists);

  return (
    <PickerDialog
      title={t('editor.addVideoDialogTitle')}
      onCancel={() => actor.send({ type: 'dialog.cancel' })}
    >
      <div className="flex flex-wrap items-end gap-3">
        {results && (
          <ListSearchField
            actorRef={results}
            label={t('editor.addVideoDialogSearch')}
            showLabel
            className="flex-1"
          />
        )}
        {(['research', 'education'] as const).map((type) => (
          <CheckboxField
            key={type}
            label={t(FILTER_LABELS[type])}
            checked={context.contentType === type}
            onChange={() => actor.send({ type: 'filter.toggle', contentType: type })}
          />
        ))}
        <CheckboxField
          asSwitch
          label={t('editor.addVideoDialogAdvanced')}
          checked={context.advanced}
          onChange={() => actor.send({ type: 'advanced.toggle' })}
        />
      </div>
      {context.advanced && <AddVideoDateRange actor={actor} range={context.pendingRange} />}
      {publisherPlaylists.length > 0 && (
        <SelectField
          label={t('clientHub.addVideoFromPublisher')}
          value={context.playlistId === null ? '' : String(context.playlistId)}
          placeholder={t('clientHub.addVideoAllVideos')}
          options={publisherPlaylists.map((playlist) => ({
            value: String(playlist.id),
            label: playlist.title,
          }))}
          onChange={(event) =>
            actor.send({
              type: 'playlist.choose',
              playlistId: event.target.value ? Number(event.target.value) : null,
            })
          }
        />
      )}
      <SelectField
        // In a quiz the video goes into an activity: the chooser is named as the editor names it (ADR 262).
        label={t('editor.addVideoDialogActivity')}
        value={context.labelId ?? ''}
        placeholder={t('editor.addVideoDialogChooseActivity')}
        options={context.labels.map((label) => ({ value: label.id, label: label.title }))}
        error={labelError}
        alertError
        onChange={(event) => actor.send({ type: 'label.choose', labelId: event.target.value || null })}
      />
      {results && (
        <ArticleSearchResults
          list={results}
          addedArticleIds={context.addedArticleIds}
          onChoose={(article) => actor.send({ type: 'article.choose', article })}
        />
      )}
    </PickerDialog>
  );
}
