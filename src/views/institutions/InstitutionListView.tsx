/**
 * /institutions (SPEC section 7, ADR 181): search by name or ID, filters approved, product, feature and
 * subscription kept in the URL, 20 per page, sortable ID and Name; a row opens the institution. Full admins get
 * New Institution.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Institution } from '../../api/institutions/institutionsContract';
import { canEditInstitutions } from '../../domain/institutions/institutions';
import { listQuery, type ListQuery } from '../../domain/shared/listQuery';
import { INSTITUTION_FILTERS, institutionPages } from '../../machines/institutions/institutionServices';
import { selectListQuery } from '../../machines/shared/listMachine';
import { selectRoles } from '../../machines/session/sessionMachine';
import { useHttp, useSessionActor } from '../AppContext';
import { useUrlListActor } from '../shared/list/useListScreen';
import type { ListUrlOptions } from '../shared/list/useListInUrl';
import { ButtonLink } from '../ui/ButtonLink';
import { ListScreen } from '../ui/ListScreen';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

const DEFAULTS: ListQuery = listQuery();
const URL_OPTIONS: ListUrlOptions = { defaults: DEFAULTS, filterNames: Object.values(INSTITUTION_FILTERS) };

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

export function InstitutionListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const roles = useSelector(useSessionActor(), selectRoles);
  const list = useUrlListActor(institutionPages(http), 20, URL_OPTIONS);
  const filters = useSelector(list, selectListQuery).filters;
  const setFilter = (name: string, value: string) =>
    list.send({ type: 'list.filter', name, value: value.trim() === '' ? null : value });

  const subscriptionLabel = (row: Institution) =>
    row.hasUnlimitedSubscription
      ? t('institutions.subscriptionUnlimited')
      : row.hasEducationSubscription
        ? t('institutions.subscriptionEducation')
        : t('institutions.subscriptionNone');

  return (
    <ListScreen<Institution>
      list={list}
      title={t('institutions.title')}
      actions={
        canEditInstitutions(roles) && (
          <ButtonLink href="/institutions/new" className={FOCUS}>
            {t('institutions.add')}
          </ButtonLink>
        )
      }
      searchLabel={t('institutions.search')}
      beforeTable={
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t('institutions.filters')}</legend>
          <SelectField
            label={t('institutions.approved')}
            value={filters[INSTITUTION_FILTERS.approved] ?? ''}
            placeholder={t('institutions.approvedAll')}
            options={[
              { value: 'yes', label: t('institutions.approvedYes') },
              { value: 'no', label: t('institutions.approvedNo') },
            ]}
            onChange={(event) => setFilter(INSTITUTION_FILTERS.approved, event.target.value)}
          />
          <SelectField
            label={t('institutions.subscription')}
            value={filters[INSTITUTION_FILTERS.subscription] ?? ''}
            placeholder={t('institutions.subscriptionAll')}
            options={[
              { value: 'education', label: t('institutions.subscriptionEducation') },
              {
                value: 'education-not-unlimited',
                label: t('institutions.subscriptionEducationNotUnlimited'),
              },
              { value: 'unlimited', label: t('institutions.subscriptionUnlimited') },
              { value: 'none', label: t('institutions.subscriptionNone') },
            ]}
            onChange={(event) => setFilter(INSTITUTION_FILTERS.subscription, event.target.value)}
          />
          <TextField
            label={t('institutions.productId')}
            name="product"
            inputMode="numeric"
            className="w-32"
            value={filters[INSTITUTION_FILTERS.product] ?? ''}
            onChange={(event) => setFilter(INSTITUTION_FILTERS.product, event.target.value)}
          />
          <TextField
            label={t('institutions.feature')}
            name="feature"
            className="w-48"
            value={filters[INSTITUTION_FILTERS.feature] ?? ''}
            onChange={(event) => setFilter(INSTITUTION_FILTERS.feature, event.target.value)}
          />
        </fieldset>
      }
      emptyText={t('institutions.empty')}
      rowKey={(row) => row.id}
      columns={[
        { key: 'id', header: t('institutions.columnId'), sortKey: 'id', render: (row) => row.id },
        {
          key: 'title',
          userText: true,
          header: t('institutions.columnName'),
          sortKey: 'title',
          rowHeader: true,
          render: (row) => (
            <Link
              href={`/institutions/${row.id}`}
              className="font-medium text-sky-800 underline-offset-2 hover:underline"
              aria-label={t('institutions.open', { name: row.title })}
            >
              {row.title}
            </Link>
          ),
        },
        {
          key: 'approved',
          header: t('institutions.approved'),
          render: (row) => (row.approved ? t('institutions.yes') : t('institutions.no')),
        },
        { key: 'product', header: t('institutions.columnProduct'), render: (row) => row.product_id ?? '-' },
        { key: 'feature', header: t('institutions.feature'), render: (row) => row.feature ?? '-' },
        { key: 'subscription', header: t('institutions.subscription'), render: subscriptionLabel },
      ]}
    />
  );
}
