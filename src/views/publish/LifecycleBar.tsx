/**
 * An article's status and the steps open to the caller now (the server's `actions`, ADR 314): each a button, off
 * while the form has unsaved typing, Submit off while review still needs something (named beside it). A step
 * refused without a dialog says why here.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { DeskArticle } from '../../domain/publish/deskArticle';
import {
  selectStepFailure,
  selectTakingStep,
  type ArticleActionsActorRef,
} from '../../machines/publish/articleActionsMachine';
import type { StepOffer } from '../../machines/publish/articleFormMachine';
import { useFormat } from '../shared/useFormat';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { Section } from '../ui/Section';
import { stepKey } from './deskLabels';
import { StatusBadge } from './StatusBadge';
import { StepDialog } from './StepDialog';

export interface LifecycleBarProps {
  readonly article: DeskArticle;
  readonly offers: readonly StepOffer[];
  readonly dirty: boolean;
  readonly actions: ArticleActionsActorRef;
}

export function LifecycleBar({ article, offers, dirty, actions }: LifecycleBarProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const message = useMessage();
  const taking = useSelector(actions, selectTakingStep);
  const failure = message(useSelector(actions, selectStepFailure));
  const offered = offers.map((offer) => offer.step);
  const canSubmit = offered.includes('submit');

  return (
    <Section
      heading={t('publish.lifecycle')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
        <StatusBadge status={article.status} />
        {article.status === 'scheduled' && article.scheduledAt && (
          <span>{t('publish.scheduledAt', { when: format.dayTime(article.scheduledAt) })}</span>
        )}
        {article.status === 'published' && article.publishedAt && (
          <span>{t('publish.publishedAt', { when: format.dayTime(article.publishedAt) })}</span>
        )}
      </div>
      {offers.length === 0 ? (
        <p className="text-sm text-slate-700">{t('publish.noSteps')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {offers.map(({ step, blocked }) => (
            <Button
              key={step}
              variant={step === 'unpublish' || step === 'sendBack' ? 'secondary' : 'primary'}
              disabled={blocked}
              busy={taking === step}
              onClick={() => actions.send({ type: 'step.choose', step, offered, version: article.version })}
            >
              {t(stepKey(step))}
            </Button>
          ))}
        </div>
      )}
      {dirty && offers.length > 0 && <p className="text-sm text-slate-700">{t('publish.saveFirst')}</p>}
      {canSubmit && article.missingForReview.length > 0 && (
        <div className="text-sm text-slate-800">
          <p className="font-medium">{t('publish.missing')}</p>
          <ul className="list-disc ps-5">
            {article.missingForReview.map((missing) => (
              <li key={missing}>{message(missing)}</li>
            ))}
          </ul>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
      <StepDialog actions={actions} title={article.title} />
    </Section>
  );
}
