/**
 * The open bank of /banks: its title and counts, and what the capability table allows on it (rename, delete, add
 * and copy in questions), then its categories, each with New question and its questions (ADR 367).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { BankDetail } from '../../api/banks/bankContract';
import type { QuestionBank } from '../../domain/quiz/banks/questionBank';
import { selectIsBusy, type BanksActorRef } from '../../machines/banks/banksMachine';
import { Button } from '../ui/Button';
import { BankQuestionList } from './BankQuestionList';

export function BankPanel({ actor, bank }: { readonly actor: BanksActorRef; readonly bank: BankDetail }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, selectIsBusy);
  const can = (action: QuestionBank['actions'][number]) => bank.actions.includes(action);
  const open = (dialog: Parameters<BanksActorRef['send']>[0] & { type: 'dialog.open' }) => actor.send(dialog);
  return (
    <section aria-labelledby="bank-heading" aria-busy={busy || undefined} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="bank-heading" className="me-auto text-xl font-semibold break-words text-slate-900">
          <bdi>{bank.title}</bdi>
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
              <bdi>{category.title}</bdi>
              <span className="ms-2 text-sm font-normal text-slate-700">
                {t('banks.questionsCount', { number: category.questionCount })}
              </span>
            </h3>
            {can('edit') && (
              // Rename and Delete stay side by side when a phone wraps them under the category's name.
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  aria-label={t('banks.newQuestionIn', { title: category.title })}
                  onClick={() =>
                    open({
                      type: 'dialog.open',
                      dialog: { kind: 'writeQuestion', categoryId: category.id, question: null },
                    })
                  }
                >
                  {t('banks.newQuestion')}
                </Button>
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
              </div>
            )}
          </div>
          <BankQuestionList
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
