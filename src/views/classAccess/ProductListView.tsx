/** /class-access/products (ADR 345): search by name, the features and sections of each, Edit and Delete with Undo. */
import { useTranslation } from 'react-i18next';
import { CLASS_ACCESS_MESSAGES, type Product } from '../../domain/classAccess/classAccess';
import { deleteProductById, productPages } from '../../machines/classAccess/classAccessServices';
import { useHttp } from '../AppContext';
import { ListRowActions } from '../shared/list/ListRowActions';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { ButtonLink } from '../ui/ButtonLink';
import { ListScreen } from '../ui/ListScreen';
import { ClassAccessNav } from './ClassAccessNav';

const PRODUCT_TARGET = { kind: 'product' } as const;

export function ProductListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useUrlListActor(productPages(http), 20);
  // A product goes through the bulk outbox at once: hidden, its notice with Undo, sent when it ends (ADR 266).
  const { remover, hiddenRowKeys } = useUndoableListDelete(
    list,
    PRODUCT_TARGET,
    CLASS_ACCESS_MESSAGES.productDeleted,
    deleteProductById(http),
    CLASS_ACCESS_MESSAGES.productDeleteFailed,
  );
  const names = (keys: readonly string[], prefix: string) =>
    keys.length
      ? keys.map((key) => t(`classAccess.${prefix}_${key}` as 'classAccess.none')).join(', ')
      : t('classAccess.none');

  return (
    <ListScreen<Product>
      list={list}
      remover={remover}
      hiddenRowKeys={hiddenRowKeys}
      title={t('classAccess.products')}
      beforeSearch={<ClassAccessNav current="products" />}
      actions={<ButtonLink href="/class-access/products/new">{t('classAccess.productNew')}</ButtonLink>}
      searchLabel={t('classAccess.productsSearch')}
      emptyText={t('classAccess.productsEmpty')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          userText: true,
          rowHeader: true,
          header: t('classAccess.name'),
          sortKey: 'name',
          render: (row) => row.name,
        },
        {
          key: 'features',
          header: t('classAccess.features'),
          render: (row) => names(row.features, 'feature'),
        },
        { key: 'lines', header: t('classAccess.sections'), render: (row) => names(row.lines, 'line') },
        { key: 'open', header: t('classAccess.openGrants'), render: (row) => row.openGrants },
      ]}
      actionsHeader={t('classAccess.actions')}
      rowActions={(row) => (
        <ListRowActions
          editHref={`/class-access/products/${row.id}`}
          editLabel={t('classAccess.editProduct', { name: row.name })}
          remover={remover}
          target={{ id: row.id, label: row.name }}
          deleteLabel={t('classAccess.deleteProduct', { name: row.name })}
        />
      )}
      deleteTexts={{
        title: t('classAccess.deleteTitle'),
        text: (name) => t('classAccess.deleteText', { name }),
        cancel: t('classAccess.cancel'),
        confirm: t('classAccess.delete'),
      }}
    />
  );
}
