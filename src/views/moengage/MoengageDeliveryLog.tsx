/** The MoEngage delivery log and Test connection (ADR 347): each send or test, and what MoEngage answered. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoengageDeliveriesResponse, MoengageTestResponse } from '../../api/moengage/moengageContract';
import type { MoengageDelivery } from '../../domain/moengage/moengageDeliveries';
import {
  moengageDeliveriesMachine,
  selectIsTesting,
  selectLogRecord,
  selectTestOutcome,
} from '../../machines/moengage/moengageDeliveriesMachine';
import { createMoengageDeliveriesServices } from '../../machines/moengage/moengageServices';
import { useActorOptions, useHttp } from '../AppContext';
import { Button } from '../ui/Button';
import { DataTable, type DataColumn } from '../ui/DataTable';
import { RecordScreen } from '../ui/RecordScreen';
import { Section } from '../ui/Section';
import { useFormat } from '../shared/useFormat';

function useTestSentence(test: MoengageTestResponse | 'failed' | null): string {
  const { t } = useTranslation();
  if (test === null) return '';
  if (test === 'failed') return t('moengage.testFailed');
  if (test.outcome === 'refused') return t('moengage.testRefused', { status: test.status ?? '' });
  return t(`moengage.test_${test.outcome}`);
}

export function MoengageDeliveryLog() {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () => moengageDeliveriesMachine.provide({ actors: createMoengageDeliveriesServices(http) }),
    [http],
  );
  const actor = useActorRef(logic, useActorOptions());
  const record = useSelector(actor, selectLogRecord);
  const testing = useSelector(actor, selectIsTesting);
  const sentence = useTestSentence(useSelector(actor, selectTestOutcome));
  return (
    <Section heading={t('moengage.logHeading')} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button busy={testing} disabled={testing} onClick={() => actor.send({ type: 'connection.test' })}>
          {t('moengage.test')}
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'log.refresh' })}>
          {t('moengage.refresh')}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-slate-900 empty:hidden">
        {sentence}
      </p>
      <RecordScreen<MoengageDeliveriesResponse>
        record={record}
        size="section"
        loadingLabel={t('moengage.logLoading')}
        failedText={t('moengage.logLoadFailed')}
      >
        {(log) => <DeliveryLines log={log} />}
      </RecordScreen>
    </Section>
  );
}

function DeliveryLines({ log }: { readonly log: MoengageDeliveriesResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: DataColumn<MoengageDelivery>[] = [
    { key: 'at', header: t('moengage.colTime'), rowHeader: true, render: (line) => format.dayTime(line.at) },
    {
      key: 'outcome',
      header: t('moengage.colOutcome'),
      render: (line) => t(`moengage.outcome_${line.outcome}`),
    },
    {
      key: 'events',
      header: t('moengage.colEvents'),
      align: 'right',
      render: (line) => format.number(line.events),
    },
    {
      key: 'answer',
      header: t('moengage.colAnswer'),
      userText: true,
      className: 'break-all',
      render: (line) =>
        line.status === null
          ? t('moengage.unreached', { reason: line.excerpt ?? '' })
          : t('moengage.answer', { status: line.status, excerpt: line.excerpt ?? '' }),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {t('moengage.pending', { number: format.number(log.pending) })}
      </p>
      <DataTable
        label={t('moengage.logHeading')}
        columns={columns}
        rows={log.deliveries}
        rowKey={(line) => line.id}
        emptyText={t('moengage.logEmpty')}
      />
    </div>
  );
}
