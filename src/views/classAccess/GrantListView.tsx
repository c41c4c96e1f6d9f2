/**
 * /class-access (ADR 345): every grant with its institution, product, days, seats and state; searched by
 * institution or product, filtered by product and by ending soon (in the URL); Grant a product, and on each row
 * Renew and End as the row's actions allow.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDayOf, type Grant, type Product } from '../../domain/classAccess/classAccess';
import {
  createGrantEndServices,
  ENDING_CHOICES,
  GRANT_FILTERS,
  grantPages,
  productPages,
} from '../../machines/classAccess/classAccessServices';
import { grantEndMachine } from '../../machines/classAccess/grantEndMachine';
import { selectItems, selectListQuery } from '../../machines/shared/listMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useListActor, useUrlListActor } from '../shared/list/useListScreen';
import { useFormat } from '../shared/useFormat';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { RowActions } from '../ui/RowActions';
import { SelectField } from '../ui/SelectField';
import { ClassAccessNav } from './ClassAccessNav';
import { EndGrantDialog } from './EndGrantDialog';
import { GrantFormDialog } from './GrantFormDialog';
import { RenewGrantDialog } from './RenewGrantDialog';

const URL_OPTIONS = { filterNames: Object.values(GRANT_FILTERS) };

export function GrantListView() {
  const { t } = useTranslation();
  const format = useFormat();
  const message = useMessage();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const list = useUrlListActor(grantPages(http), 20, URL_OPTIONS);
  const filters = useSelector(list, selectListQuery).filters;
  const products = useSelector(useListActor(productPages(http), { pageSize: 100 }), selectItems<Product>);
  const [granting, setGranting] = useState(false);
  const [renewing, setRenewing] = useState<number | null>(null);
  const notify = (kind: 'success' | 'error', text: string) =>
    notifications.send({ type: 'notify.show', kind, message: text });
  const ending = useActorRef(
    grantEndMachine.provide({
      actors: createGrantEndServices(http),
      actions: {
        notifyEnded: () => {
          notify('success', t('classAccess.ended'));
          list.send({ type: 'list.reload' });
        },
        notifyEndFailed: (_, { error }) => {
          notify('error', message((error as Error).message) ?? '');
          list.send({ type: 'list.reload' });
        },
      },
    }),
    useActorOptions(),
  );
  const setFilter = (name: string, value: string) =>
    list.send({ type: 'list.filter', name, value: value === '' ? null : value });
  const saved = () => list.send({ type: 'list.reload' });
  const nameOf = (row: Grant) =>
    t('classAccess.grantName', { product: row.productName, institution: row.institutionTitle });

  return (
    <ListScreen<Grant>
      list={list}
      title={t('classAccess.title')}
      beforeSearch={<ClassAccessNav current="grants" />}
      actions={<Button onClick={() => setGranting(true)}>{t('classAccess.grantAdd')}</Button>}
      searchLabel={t('classAccess.grantsSearch')}
      beforeTable={
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t('classAccess.filters')}</legend>
          <SelectField
            label={t('classAccess.product')}
            value={filters[GRANT_FILTERS.product] ?? ''}
            placeholder={t('classAccess.allProducts')}
            options={products.map((product) => ({ value: String(product.id), label: product.name }))}
            onChange={(event) => setFilter(GRANT_FILTERS.product, event.target.value)}
          />
          <SelectField
            label={t('classAccess.ending')}
            value={filters[GRANT_FILTERS.ending] ?? ''}
            placeholder={t('classAccess.endingAny')}
            options={ENDING_CHOICES.map((days) => ({
              value: days,
              label: t(`classAccess.ending${days}`),
            }))}
            onChange={(event) => setFilter(GRANT_FILTERS.ending, event.target.value)}
          />
        </fieldset>
      }
      emptyText={t('classAccess.grantsEmpty')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'institution',
          userText: true,
          rowHeader: true,
          header: t('classAccess.institution'),
          sortKey: 'institution',
          render: (row) => row.institutionTitle,
        },
        {
          key: 'product',
          userText: true,
          header: t('classAccess.product'),
          sortKey: 'product',
          render: (row) => row.productName,
        },
        {
          key: 'starts',
          header: t('classAccess.firstDay'),
          sortKey: 'startsAt',
          render: (row) => format.calendarDay(row.startsAt.slice(0, 10)),
        },
        {
          key: 'ends',
          header: t('classAccess.lastDay'),
          sortKey: 'endsAt',
          render: (row) => format.calendarDay(lastDayOf(row.endsAt)),
        },
        {
          key: 'seats',
          header: t('classAccess.seats'),
          render: (row) => (row.seats === null ? t('classAccess.seatsUncounted') : format.number(row.seats)),
        },
        {
          key: 'state',
          header: t('classAccess.state'),
          render: (row) =>
            row.endedAt !== null
              ? t('classAccess.endedOn', { date: format.day(row.endedAt) })
              : t(`classAccess.state_${row.state}`),
        },
      ]}
      actionsHeader={t('classAccess.actions')}
      rowActions={(row) => (
        <RowActions
          label={t('list.rowActions', { name: nameOf(row) })}
          actions={[
            ...(row.actions.includes('renew')
              ? [
                  {
                    key: 'renew',
                    label: t('classAccess.renewOne', { name: nameOf(row) }),
                    onAction: () => setRenewing(row.id),
                  },
                ]
              : []),
            ...(row.actions.includes('end')
              ? [
                  {
                    key: 'end',
                    label: t('classAccess.endOne', { name: nameOf(row) }),
                    danger: true,
                    onAction: () => ending.send({ type: 'grant.end', grant: row }),
                  },
                ]
              : []),
          ]}
        />
      )}
      afterTable={
        <>
          {granting && (
            <GrantFormDialog products={products} onClose={() => setGranting(false)} onSaved={saved} />
          )}
          {renewing !== null && (
            <RenewGrantDialog grantId={renewing} onClose={() => setRenewing(null)} onSaved={saved} />
          )}
          <EndGrantDialog actor={ending} />
        </>
      }
    />
  );
}
