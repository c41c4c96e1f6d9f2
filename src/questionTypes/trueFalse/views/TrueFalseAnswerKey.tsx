/** True / false on the teacher's screens: the right word, marked as the right answer. */
import { useTranslation } from 'react-i18next';
import { trueFalseOf } from '../domain/trueFalse';
import { Icon } from '../../../views/ui/icons';
import { RIGHT_ROW, type AnswerKeyProps } from '../../shared/views/answerKey';

export function TrueFalseAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { answer } = trueFalseOf(definition);
  return (
    <p className={RIGHT_ROW}>
      <Icon name="check" className="size-4" />
      <span>{`${t('trueFalse.rightAnswer')}: ${t(answer ? 'trueFalse.true' : 'trueFalse.false')}`}</span>
    </p>
  );
}
