/** The questions of one category of the open bank: each can be edited (ADR 367), moved to another category or removed. */
import { useTranslation } from 'react-i18next';
import type { BankDetail } from '../../api/banks/bankContract';
import type { BankQuestion } from '../../domain/quiz/banks/questionBank';
import { plainText } from '../../domain/shared/richText';
import type { BanksActorRef } from '../../machines/banks/banksMachine';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';

export function BankQuestionList({
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
  // A question's text is rich text: a list shows what a reader sees of it, never its markup.
  const titleOf = (question: BankQuestion) => plainText(question.title) || t('editorLayout.noQuestionText');
  return (
    <ol className="flex flex-col gap-2">
      {questions.map((question) => (
        <li
          key={question.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 pt-2 first:border-t-0 first:pt-0"
        >
          <div className="me-auto flex min-w-0 flex-col">
            <span className="break-words text-slate-900">
              <bdi>{titleOf(question)}</bdi>
            </span>
            <span className="text-xs text-slate-700">
              {t('banks.points', { number: question.points ?? 1 })}
            </span>
          </div>
          {/* The category select and Remove stay together, on one line under the title on a phone. */}
          {editable && (
            <div className="flex items-center gap-2">
              {bank.categories.length > 1 && (
                <SelectField
                  name={`category-${question.id}`}
                  label={t('banks.moveTo', { title: titleOf(question) })}
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
              <Button
                variant="ghost"
                aria-label={t('banks.editQuestion', { title: titleOf(question) })}
                onClick={() =>
                  actor.send({
                    type: 'dialog.open',
                    dialog: { kind: 'writeQuestion', categoryId: question.categoryId, question },
                  })
                }
              >
                {t('banks.edit')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('banks.removeQuestion', { title: titleOf(question) })}
                onClick={() =>
                  actor.send({ type: 'dialog.open', dialog: { kind: 'removeQuestion', question } })
                }
              >
                {t('banks.remove')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
