/**
 * An article of the publisher's desk (ADR 314) on the one form lifecycle (ADR 125): its text, type, section,
 * authors with their institutions, subjects and topics. A new article is created, then edited in place; an edit is
 * saved on the version it was loaded with (ADR 109), a stale one waiting in `conflict` for Reload or Keep mine.
 * Its media uploads and lifecycle steps run in machines beside it and hand the article back with `record.changed`:
 * a clean form shows it as loaded, a form with typing keeps it and takes the new version only when it is the one
 * right after its own (ADR 315).
 */
import type { ActorRefFrom } from 'xstate';
import {
  applyArticleEdit,
  articleFormValuesOf,
  ArticleFormSchema,
  EMPTY_ARTICLE_FORM,
  type ArticleEdit,
  type ArticleFormValues,
  type ParsedArticleForm,
} from '../../domain/publish/articleForm';
import type { ArticleStep } from '../../domain/publish/articleLifecycle';
import type { DeskArticle } from '../../domain/publish/deskArticle';
import { defineForm, type AnyFormSnapshot, type SaveFormInput } from '../shared/formMachine';

export const { machine: articleFormMachine, selectors: articleForm } = defineForm({
  id: 'articleForm',
  record: 'this article',
  schema: ArticleFormSchema,
  empty: EMPTY_ARTICLE_FORM,
  valuesOf: (article: DeskArticle): ArticleFormValues => articleFormValuesOf(article),
  applyEdit: (values: ArticleFormValues, edit: ArticleEdit) => applyArticleEdit(values, edit),
});

export type ArticleFormActorRef = ActorRefFrom<typeof articleFormMachine>;

/** A save is given the values as typed and the body they parsed into. */
export type SaveArticleInput = SaveFormInput<ArticleFormValues, ParsedArticleForm>;

/** Whether a lifecycle step may be taken now: the article is saved as shown (no typing left unsaved). */
export const selectCanStep = (s: AnyFormSnapshot): boolean =>
  s.value === 'editing' && !articleForm.selectIsDirty(s);

/** A step the server's `actions` offer on the article, and whether it waits: for a save, or for what review needs. */
export interface StepOffer {
  readonly step: ArticleStep;
  readonly blocked: boolean;
}

export function selectStepOffers(s: AnyFormSnapshot): StepOffer[] {
  const article = articleForm.selectRecord(s);
  if (!article) return [];
  const canStep = selectCanStep(s);
  return article.actions.steps.map((step) => ({
    step,
    blocked: !canStep || (step === 'submit' && article.missingForReview.length > 0),
  }));
}

/** Whether the fields may be changed: a new article, or one whose server's `actions` allow an edit now. */
export const selectEditable = (s: AnyFormSnapshot): boolean => {
  const article = articleForm.selectRecord(s);
  return s.context.id === null || (article?.actions.edit ?? false);
};

/**
 * Why an article is shown read-only: 'locked' while in review or scheduled (what was approved is what gets
 * published, ADR 314), 'readOnly' in a status whose edits are an approver's; null when it may be edited.
 */
export function selectReadOnlyReason(s: AnyFormSnapshot): 'locked' | 'readOnly' | null {
  const article = articleForm.selectRecord(s);
  if (!article || selectEditable(s)) return null;
  return article.status === 'in_review' || article.status === 'scheduled' ? 'locked' : 'readOnly';
}
