/**
 * What the author picks before generating: the article (or Choose article), how many questions, the difficulty,
 * the question type (ADR 207) and, for choice, single or multiple answer, whether they go at moments of the video
 * (ADR 344), the provider and model; then where they go and the use today. Disabled while the
 * questions are being written.
 */
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, QUESTION_COUNT, type Difficulty } from '../../../../domain/quiz/editor/aiGeneration';
import { GENERATABLE_TYPES, type GeneratableType } from '../../../../domain/quiz/editor/aiGenerationTypes';
import type { GenerateQuestionsContext } from '../../../../machines/quiz/editor/generateQuestionsContext';
import type { GenerateQuestionsActorRef } from '../../../../machines/quiz/editor/generateQuestionsMachine';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { RadioGroupField } from '../../../ui/RadioGroupField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

const DIFFICULTY_KEYS = {
  easy: 'generate.difficultyEasy',
  medium: 'generate.difficultyMedium',
  hard: 'generate.difficultyHard',
} as const satisfies Record<Difficulty, string>;

export function GenerationChoices({
  actor,
  context,
  disabled,
  momentsOffered,
  onChooseArticle,
}: {
  actor: GenerateQuestionsActorRef;
  context: GenerateQuestionsContext;
  disabled: boolean;
  /** The chosen video has subtitles to place questions by (ADR 344). */
  momentsOffered: boolean;
  onChooseArticle: () => void;
}) {
  const { t } = useTranslation();
  const provider = context.status?.providers.find((p) => p.id === context.provider);
  return (
    <fieldset disabled={disabled} className="mt-4 flex min-w-0 flex-col gap-4">
      {context.articles.length === 0 ? (
        <p className="text-sm text-slate-700">{t('generate.noArticle')}</p>
      ) : (
        <SelectField
          label={t('generate.article')}
          value={String(context.articleId ?? '')}
          onChange={(e) => actor.send({ type: 'article.select', id: Number(e.target.value) })}
          options={context.articles.map((article) => ({
            value: String(article.id),
            label:
              article.activityTitle === null
                ? t('generate.chosenArticle', { title: article.title })
                : t('generate.articleInActivity', { title: article.title, activity: article.activityTitle }),
          }))}
        />
      )}
      <div>
        <Button variant="secondary" onClick={onChooseArticle}>
          {t('generate.chooseArticle')}
        </Button>
      </div>
      {momentsOffered && (
        <CheckboxField
          label={t('generate.atMoments')}
          description={t('generate.atMomentsHint')}
          checked={context.atMoments}
          onChange={(e) => actor.send({ type: 'atMoments.set', atMoments: e.target.checked })}
        />
      )}
      <div className="grid gap-4 desk:grid-cols-2">
        <TextField
          name="count"
          label={t('generate.count')}
          description={t('generate.countHint')}
          type="number"
          inputMode="numeric"
          min={QUESTION_COUNT.min}
          max={QUESTION_COUNT.max}
          value={context.count}
          onChange={(e) => actor.send({ type: 'count.set', count: e.target.valueAsNumber })}
        />
        <SelectField
          label={t('generate.difficulty')}
          value={context.difficulty}
          onChange={(e) => actor.send({ type: 'difficulty.set', difficulty: e.target.value as Difficulty })}
          options={DIFFICULTIES.map((d) => ({ value: d, label: t(DIFFICULTY_KEYS[d]) }))}
        />
      </div>
      <SelectField
        label={t('generate.questionType')}
        value={context.questionType}
        onChange={(e) =>
          actor.send({ type: 'questionType.set', questionType: e.target.value as GeneratableType })
        }
        // Each type's name is its own catalog group's `name` (ADR 195).
        options={GENERATABLE_TYPES.map((type) => ({ value: type, label: t(`${type}.name` as const) }))}
      />
      {context.questionType === 'choice' && (
        <RadioGroupField
          label={t('generate.answers')}
          value={context.isMultiple ? 'multiple' : 'single'}
          onChange={(value) => actor.send({ type: 'answers.set', isMultiple: value === 'multiple' })}
          options={[
            { value: 'single', label: t('generate.single') },
            { value: 'multiple', label: t('generate.multiple') },
          ]}
        />
      )}
      <div className="grid gap-4 desk:grid-cols-2">
        <SelectField
          label={t('generate.provider')}
          value={context.provider}
          onChange={() => undefined}
          options={(context.status?.providers ?? []).map((p) => ({ value: p.id, label: p.label }))}
        />
        <SelectField
          label={t('generate.model')}
          value={context.model}
          onChange={(e) => actor.send({ type: 'model.set', model: e.target.value })}
          options={(provider?.models ?? []).map((model) => ({
            value: model,
            label: model === provider?.defaultModel ? t('generate.defaultModel', { model }) : model,
          }))}
        />
      </div>
      <p className="text-sm text-slate-700">{t('generate.into', { activity: context.activityTitle })}</p>
      {context.status && (
        <p className="text-xs text-slate-600">
          {t('generate.usage', { used: context.status.usedToday, limit: context.status.dailyLimit })}
        </p>
      )}
    </fieldset>
  );
}
