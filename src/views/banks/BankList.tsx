/** The banks of /banks as a list of buttons: each opens its bank, the open one marked current. */
import { useTranslation } from 'react-i18next';
import type { QuestionBank } from '../../domain/quiz/banks/questionBank';
import type { BanksActorRef } from '../../machines/banks/banksMachine';
import { cx } from '../ui/cx';

export function BankList({
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
                <span className="font-medium break-words text-slate-900">
                  <bdi>{bank.title}</bdi>
                </span>
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
