/**
 * /banks (ADR 258): the question banks the user may see, their own and their institution's, one open with its
 * categories and its questions by category. What the capability table allows on the open bank is offered: rename,
 * delete, add, rename and delete categories, move a question to another category, remove it, and copy questions in
 * from one of the user's quizzes. A bank opens in place, so any address under /banks says no bank is there.
 * Deletes go through the bulk outbox (ADR 299): the row goes at once, the notice names what goes with it and offers
 * Undo, and a bank or a category quizzes draw from is refused at once, before any notice.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useMessage } from '../shared/useMessage';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { resolveBankRoute } from '../../domain/quiz/banks/bankRoutes';
import { visibleDetail } from '../../machines/banks/bankChanges';
import {
  banksMachine,
  selectBanks,
  selectDetail,
  selectIsLoading,
  selectLoadFailed,
} from '../../machines/banks/banksMachine';
import { createBankServices } from '../../machines/banks/bankServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { FeatureLocked, FeatureLockedNotice, lockNoticeId } from '../classAccess/FeatureLockedNotice';
import { lockOf, useFeatureLocks } from '../classAccess/useFeatureLocks';
import { useBulkOutbox } from '../shared/list/BulkOutboxScope';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { AddressNotFound } from '../ui/AddressNotFound';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { BankDialogs } from './BankDialogs';
import { BankList } from './BankList';
import { BankPanel } from './BankPanel';
import { bankDeleteRow, useHiddenBankRows } from './useBankDeletes';

export default function BanksView() {
  const [location] = useLocation();
  const route = resolveBankRoute(location);
  return route.kind === 'notFound' ? <BankNotFound back={route.back} /> : <Banks />;
}

function BankNotFound({ back }: { readonly back: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('banks.title'));
  return (
    <AddressNotFound
      title={t('banks.title')}
      text={t('banks.notFound')}
      back={{ href: back, text: t('banks.backToBanks') }}
    />
  );
}

function Banks() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const outbox = useBulkOutbox();
  const message = useMessage();
  useDocumentTitle(t('banks.title'));
  const machine = useMemo(() => {
    const services = createBankServices(http);
    return banksMachine.provide({
      actors: {
        ...services.actors,
        ...(outbox ? { deleteRow: bankDeleteRow(outbox, t) } : {}),
      },
      actions: {
        notifyChanged: (_, { change }) =>
          notifications.send({
            type: 'notify.show',
            kind: 'success',
            message: t(`banks.changed_${change}`),
          }),
        notifyFailed: (_, params) =>
          notifications.send({
            type: 'notify.show',
            kind: 'error',
            message: message(params.message) ?? params.message,
          }),
      },
    });
  }, [http, message, notifications, outbox, t]);
  const actor = useActorRef(machine, useActorOptions());
  const hidden = useHiddenBankRows(actor);
  const allBanks = useSelector(actor, selectBanks);
  const detail = visibleDetail(useSelector(actor, selectDetail), hidden);
  // The open bank's entry counts what its panel still shows.
  const banks = allBanks
    .filter((bank) => !hidden.banks.has(bank.id))
    .map((bank) => (bank.id === detail?.id ? { ...bank, categories: detail.categories } : bank));
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  // The institution's grants may lock question banks (ADR 355): said calmly; New bank waits.
  const lock = lockOf(useFeatureLocks(), 'questionBanks');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="me-auto flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900">{t('banks.title')}</h1>
          <p className="max-w-prose text-sm text-slate-700">{t('banks.intro')}</p>
        </div>
        {lock ? (
          <FeatureLocked lock={lock}>
            <Button disabled aria-describedby={lockNoticeId(lock)}>
              {t('banks.create')}
            </Button>
          </FeatureLocked>
        ) : (
          // The banks are read first: until then there is nothing to add a bank to, and the button says so.
          <Button
            disabled={loading || failed}
            onClick={() => actor.send({ type: 'dialog.open', dialog: { kind: 'createBank' } })}
          >
            {t('banks.create')}
          </Button>
        )}
      </div>
      {lock && <FeatureLockedNotice lock={lock} />}
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
