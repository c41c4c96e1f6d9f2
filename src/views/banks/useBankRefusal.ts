import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectError, type BanksActorRef } from '../../machines/banks/banksMachine';
import { useMessage } from '../shared/useMessage';

/** The refusal of the last change, in the user's words: a category quizzes draw from, else the server's message. */
export function useBankRefusal(actor: BanksActorRef): string | null {
  const { t } = useTranslation();
  const message = useMessage();
  const error = useSelector(actor, selectError);
  if (!error) return null;
  return error.status === 409 ? t('banks.inUse') : message(error.message);
}
