/**
 * /banks (ADR 258): the question banks the user may see, their own and their institution's, one open with its
 * categories and its questions by category. What the capability table allows on the open bank is offered: rename,
 * delete, add, rename and delete categories, move a question to another category, remove it, and copy questions in
 * from one of the user's quizzes.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankDetail } from '../../api/banks/bankContract';
import type { BankQuestion, QuestionBank } from '../../domain/quiz/banks/questionBank';
import {
  banksMachine,
  selectBanks,
  selectDetail,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailed,
  type BanksActorRef,
} from '../../machines/banks/banksMachine';
import { createBankServices } from '../../machines/banks/bankServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { LoadFailed } from '../ui/LoadFailed';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { BankDialogs } from './BankDialogs';

export default function BanksView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  useDocumentTitle(t('banks.title'));
  const machine = useMemo(
    () =>
      banksMachine.provide({
        ...createBankServices(http),
        actions: {
          notifyChanged: (_, { change }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: t(`banks.changed_${change}`),
            }),
        },
      }),
    [http, notifications, t],
  );
  const actor = useActorRef(machine, useActorOptions());
  const banks = useSelector(actor, selectBanks);
  const detail = useSelector(actor, selectDetail);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="me-auto flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900">{t('banks.title')}</h1>
          <p className="max-w-prose text-sm text-slate-700">{t('banks.intro')}</p>
        </div>
        <Button onClick={() => actor.send({ type: 'dialog.open', dialog: { kind: 'createBank' } })}>
          {t('banks.create')}
        </Button>
      </div>
      {loading && (
        <div className="flex justify-center py-10 text-sky-700">
          <Spinner label={t('banks.loading')} className="size-8" />
        </div>
      )}
      {failed && <LoadFailed onRetry={() => actor.send({ type: 'banks.retry' })} />}
      {!loading && !failed && banks.length === 0 && <p className="text-slate-700">{t('banks.none')}</p>}
      {banks.length > 0 && (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <BankList actor={actor} banks={banks} openId={detail?.id ?? null} />
          {detail && <BankPanel actor={actor} bank={detail} />}
        </div>
      )}
      <BankDialogs actor={actor} />
    </div>
  );
}

function BankList({
  actor,
  banks,
  openId,
}: {
  readonly actor: BanksActorRef;
  readonly banks: readonly QuestionBank[];
  readonly openId: number | null;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('banks.listLabel')}>
      <ul className="flex flex-col gap-1">
        {banks.map((bank) => {
          const questions = bank.categories.reduce((sum, c) => sum + c.questionCount, 0);
          const open = bank.id === openId;
          return (
            <li key={bank.id}>
              <button
                type="button"
                aria-current={open ? 'true' : undefined}
                onClick={() => actor.send({ type: 'bank.open', bankId: bank.id })}
                className={cx(
                  'flex w-full flex-col items-start rounded-md border px-3 py-2 text-start',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700',
                  open ? 'border-sky-700 bg-sky-50' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <span className="font-medium break-words text-slate-900">{bank.title}</span>
                <span className="text-xs text-slate-700">
                  {bank.institutionId !== null ? t('banks.institution') : t('banks.own')} ·{' '}
                  {t('banks.questionsCount', { number: questions })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function BankPanel({ actor, bank }: { readonly actor: BanksActorRef; readonly bank: BankDetail }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, selectIsBusy);
  const can = (action: QuestionBank['actions'][number]) => bank.actions.includes(action);
  const open = (dialog: Parameters<BanksActorRef['send']>[0] & { type: 'dialog.open' }) => actor.send(dialog);
  return (
    <section aria-labelledby="bank-heading" aria-busy={busy || undefined} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="bank-heading" className="me-auto text-xl font-semibold break-words text-slate-900">
          {bank.title}
        </h2>
        {can('edit') && (
          <Button
            variant="secondary"
            onClick={() => open({ type: 'dialog.open', dialog: { kind: 'renameBank' } })}
          >
            {t('banks.rename')}
          </Button>
        )}
        {can('delete') && (
          <Button
            variant="danger"
            onClick={() => open({ type: 'dialog.open', dialog: { kind: 'deleteBank' } })}
          >
            {t('banks.deleteBank')}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {bank.institutionId !== null ? t('banks.institution') : t('banks.own')} ·{' '}
        {t('banks.categoriesCount', { number: bank.categories.length })} ·{' '}
        {t('banks.questionsCount', { number: bank.questions.length })}
      </p>
      {can('edit') && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => open({ type: 'dialog.open', dialog: { kind: 'addCategory' } })}
          >
            {t('banks.addCategory')}
          </Button>
          {bank.categories.length > 0 && (
            <Button
              variant="secondary"
              onClick={() => open({ type: 'dialog.open', dialog: { kind: 'copyQuestions' } })}
            >
              {t('banks.copyFromQuiz')}
            </Button>
          )}
        </div>
      )}
      {bank.categories.length === 0 && <p className="text-slate-700">{t('banks.noCategories')}</p>}
      {bank.categories.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`category-${category.id}`}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`category-${category.id}`} className="me-auto font-semibold break-words text-slate-900">
              {category.title}
              <span className="ms-2 text-sm font-normal text-slate-700">
                {t('banks.questionsCount', { number: category.questionCount })}
              </span>
            </h3>
            {can('edit') && (
              <>
                <Button
                  variant="ghost"
                  aria-label={t('banks.renameCategory', { title: category.title })}
                  onClick={() =>
                    open({ type: 'dialog.open', dialog: { kind: 'renameCategory', categoryId: category.id } })
                  }
                >
                  {t('banks.rename')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('banks.deleteCategory', { title: category.title })}
                  onClick={() =>
                    open({ type: 'dialog.open', dialog: { kind: 'deleteCategory', categoryId: category.id } })
                  }
                >
                  {t('banks.delete')}
                </Button>
              </>
            )}
          </div>
          <QuestionList
            actor={actor}
            bank={bank}
            questions={bank.questions.filter((q) => q.categoryId === category.id)}
            editable={can('edit')}
            busy={busy}
          />
        </section>
      ))}
    </section>
  );
}

function QuestionList({
  actor,
  bank,
  questions,
  editable,
  busy,
}: {
  readonly actor: BanksActorRef;
  readonly bank: BankDetail;
  readonly questions: readonly BankQuestion[];
  readonly editable: boolean;
  readonly busy: boolean;
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return <p className="text-sm text-slate-700">{t('banks.noQuestions')}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {questions.map((question) => (
        <li
          key={question.id}
          className="flex flex-wrap items-end gap-3 border-t border-slate-100 pt-2 first:border-t-0 first:pt-0"
        >
          <div className="me-auto flex min-w-0 flex-col">
            <span className="break-words text-slate-900">{question.title}</span>
            <span className="text-xs text-slate-700">
              {t('banks.points', { number: question.points ?? 1 })}
            </span>
          </div>
          {editable && bank.categories.length > 1 && (
            <SelectField
              name={`category-${question.id}`}
              label={t('banks.moveTo', { title: question.title })}
              hideLabel
              className="w-auto"
              disabled={busy}
              value={String(question.categoryId)}
              options={bank.categories.map((c) => ({ value: String(c.id), label: c.title }))}
              onChange={(event) =>
                actor.send({ type: 'question.move', question, categoryId: Number(event.target.value) })
              }
            />
          )}
          {editable && (
            <Button
              variant="ghost"
              aria-label={t('banks.removeQuestion', { title: question.title })}
              onClick={() =>
                actor.send({ type: 'dialog.open', dialog: { kind: 'removeQuestion', question } })
              }
            >
              {t('banks.remove')}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
