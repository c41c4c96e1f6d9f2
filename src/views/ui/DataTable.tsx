/**
 * The console's one table: a caption naming it (hidden unless shown), column headers (scope=col) with optional
 * sortable ones (a button inside the th, aria-sort on the th), a column whose cells are row headers (scope=row)
 * when a row has a name, a row-actions column, an optional detail row under a row, skeleton rows while loading
 * (SPEC: 10), an empty text ('No list items' unless the screen gives its own), dimmed rows that cannot be opened
 * with a tooltip saying why, columns of what users wrote whose cells keep their own direction (bdi). With
 * `selection`, a first column of named checkboxes and a header checkbox for the page (ADR 164).
 *
 * On a phone (below Tailwind's `sm`, 640 px) a framed table shows each row as a card (ADR 267): the row's name on top,
 * every other column as a labelled line under it, the selection checkbox at the card's start and the row's actions
 * at its end, so no column hides off screen; the header row keeps only what can be acted on (the page's checkbox,
 * the sort buttons). It stays one table for assistive technology (browsers keep a table's semantics under a block
 * layout; the browser test at 390 px reads it by its roles). Wider, a table that does not fit scrolls sideways with its row-actions column pinned to the end.
 */
import { Fragment, type ReactNode } from 'react';
import { pageSelection } from '../../domain/shared/bulkActions';
import { SelectCheckbox } from './SelectCheckbox';
import { useTranslation } from 'react-i18next';
import { useMessageText } from './messageText';
import { SKELETON_ROWS, type SortDirection } from '../../domain/shared/listQuery';
import { cx } from './cx';
import { Tooltip } from './Tooltip';

export interface RowState {
  /** The row cannot be opened (e.g. a quiz being processed). */
  readonly disabled: boolean;
}

export interface DataColumn<T> {
  readonly key: string;
  readonly header: string;
  /** The header is read by assistive technology but not shown (a column of links, say). */
  readonly hideHeader?: boolean;
  /** The property the server sorts by; the header becomes a sort button. */
  readonly sortKey?: string;
  /** The column's cells name their rows: they are row headers (th scope=row). */
  readonly rowHeader?: boolean;
  /** Numbers line up on the right. */
  readonly align?: 'left' | 'right';
  /**
   * The cells show what users wrote (a title, a name): each keeps its own direction in a page of the other one (an
   * English title ends with its full stop on an Arabic page), isolated in a bdi.
   */
  readonly userText?: boolean;
  readonly render: (row: T, state: RowState) => ReactNode;
  readonly className?: string;
}

/** Row selection (ADR 164): which rows are selected and what a click on a checkbox does. */
export interface RowSelection<T> {
  readonly selected: ReadonlySet<string | number>;
  /** A row's checkbox was clicked; `shift` extends from the last clicked row. */
  readonly onToggle: (row: T, shift: boolean) => void;
  /** The header checkbox was clicked. */
  readonly onTogglePage: () => void;
  /** The row's name in its checkbox's label ('Select <name>'). */
  readonly rowName: (row: T) => string;
  readonly selectRowLabel: (name: string) => string;
  readonly selectPageLabel: string;
}

/** A row shown under a row (e.g. a question's options), the id for the control that opens it. */
export interface RowDetail {
  readonly id: string;
  readonly content: ReactNode;
}

export interface DataTableProps<T> {
  /** Names the table: its caption, read by assistive technology and shown only with `showCaption`. */
  readonly label: string;
  readonly showCaption?: boolean;
  /**
   * 'framed' (default) sits in a bordered box that scrolls sideways on narrow screens; 'plain' goes inside another
   * surface that does (a detail row, a dialog) or is a small table hidden from sight (a chart's data), so it has
   * neither frame nor scrolling of its own: a hidden box that scrolls is a scrollable region no key reaches.
   */
  readonly variant?: 'framed' | 'plain';
  readonly columns: readonly DataColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string | number;
  readonly loading?: boolean;
  readonly emptyText?: string;
  readonly sort?: readonly [string, SortDirection] | null;
  readonly onSort?: (sortKey: string) => void;
  /** Buttons or a menu per row, in a last 'Actions' column. */
  readonly rowActions?: (row: T, state: RowState) => ReactNode;
  readonly actionsHeader?: string;
  /** The tooltip of a row that cannot be opened, or null for a row that can. */
  readonly disabledReason?: (row: T) => string | null;
  /** A detail row under a row, or null when the row has none open. */
  readonly rowDetail?: (row: T) => RowDetail | null;
  readonly selection?: RowSelection<T>;
  /** The id of the box around the table (for a control that shows or hides it). */
  readonly id?: string;
  readonly className?: string;
}

const ALIGN = { left: 'text-start', right: 'text-end' } as const;

/** The classes that turn a framed table into cards below `sm` (ADR 267). */
const CARD = {
  table: 'max-sm:block',
  head: 'max-sm:block max-sm:border-b max-sm:border-slate-200',
  headRow: 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-1 max-sm:px-1',
  /** A header with nothing to act on is read, not shown. */
  hiddenHeader: 'max-sm:sr-only',
  sortHeader: 'max-sm:block max-sm:px-2',
  body: 'max-sm:block',
  row: 'max-sm:relative max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:py-3 max-sm:ps-3 max-sm:pe-16',
  selectableRow: 'max-sm:ps-12',
  selectCell: 'max-sm:absolute max-sm:start-0 max-sm:top-3',
  nameCell: 'max-sm:block max-sm:p-0 max-sm:text-base max-sm:font-semibold max-sm:text-start',
  cell: 'max-sm:flex max-sm:gap-3 max-sm:p-0 max-sm:text-start',
  actionsCell: 'max-sm:absolute max-sm:end-2 max-sm:top-2 max-sm:p-0 max-sm:shadow-none',
  block: 'max-sm:block',
} as const;

function SortIcon({ direction }: { readonly direction: SortDirection | null }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 16" className="size-3 shrink-0" fill="currentColor">
      <path d="M6 1 10 6H2z" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M6 15 2 10h8z" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

function HeaderCell<T>({
  column,
  sort,
  onSort,
  cards,
}: {
  readonly column: DataColumn<T>;
  readonly sort: readonly [string, SortDirection] | null;
  readonly onSort?: (sortKey: string) => void;
  readonly cards: boolean;
}) {
  const direction = column.sortKey && sort?.[0] === column.sortKey ? sort[1] : null;
  const base = cx(
    'px-3 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase',
    ALIGN[column.align ?? 'left'],
  );
  if (!column.sortKey || !onSort) {
    return (
      <th scope="col" className={cx(base, column.className, cards && CARD.hiddenHeader)}>
        {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
      </th>
    );
  }
  const sortKey = column.sortKey;
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={cx(base, column.className, cards && CARD.sortHeader)}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-950"
      >
        {column.header}
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}

function BodyCell<T>({
  column,
  cards,
  children,
}: {
  readonly column: DataColumn<T>;
  readonly cards: boolean;
  readonly children: ReactNode;
}) {
  const className = cx(
    'px-3 py-2 align-middle',
    ALIGN[column.align ?? 'left'],
    column.className,
    cards && (column.rowHeader ? CARD.nameCell : CARD.cell),
  );
  const content = column.userText ? <bdi>{children}</bdi> : children;
  return column.rowHeader ? (
    <th scope="row" className={cx(className, 'font-normal')}>
      {content}
    </th>
  ) : (
    // On a card the column's name is drawn before the value from `data-card-label` (the console's styles).
    <td className={className} data-card-label={cards ? column.header : undefined}>
      <span className={cards ? 'min-w-0 break-words' : undefined}>{content}</span>
    </td>
  );
}

export function DataTable<T>({
  label,
  showCaption = false,
  variant = 'framed',
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  sort = null,
  onSort,
  rowActions,
  actionsHeader,
  disabledReason,
  rowDetail,
  selection,
  id,
  className,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  // A screen's own empty text in SPEC's words is shown in the reader's language.
  const shown = useMessageText();
  const cards = variant === 'framed';
  const card = (classes: string) => (cards ? classes : undefined);
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const pageKeys = loading ? [] : rows.map(rowKey);
  const pageState = selection ? pageSelection(selection.selected, pageKeys) : 'none';
  return (
    <div
      id={id}
      className={cx(
        variant === 'framed' && 'relative overflow-x-auto rounded-lg border border-slate-200 bg-white',
        // Cards fit the screen; what is read and not shown (the headers) must not make the frame scroll.
        variant === 'framed' && 'max-sm:overflow-x-visible',
        className,
      )}
    >
      <table
        aria-busy={loading || undefined}
        className={cx('min-w-full divide-y divide-slate-200', card(CARD.table))}
      >
        <caption
          className={
            showCaption ? 'px-3 py-1 text-start text-sm font-medium text-slate-700 caption-top' : 'sr-only'
          }
        >
          {label}
        </caption>
        <thead className={cx('bg-slate-50', card(CARD.head))}>
          <tr className={card(CARD.headRow)}>
            {selection && (
              <th scope="col" className={cx('w-10 px-3 py-2 text-start', card(CARD.block))}>
                <SelectCheckbox
                  label={selection.selectPageLabel}
                  checked={pageState === 'all'}
                  indeterminate={pageState === 'some'}
                  disabled={pageKeys.length === 0}
                  onToggle={() => selection.onTogglePage()}
                />
              </th>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} cards={cards} />
            ))}
            {rowActions && (
              <th
                scope="col"
                className={cx(
                  'sticky end-0 bg-slate-50 px-3 py-2 text-end text-xs font-semibold tracking-wide text-slate-700 uppercase shadow-[-1px_0_0_var(--color-slate-200)] rtl:shadow-[1px_0_0_var(--color-slate-200)]',
                  card(CARD.hiddenHeader),
                )}
              >
                {actionsHeader ?? t('list.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className={cx('divide-y divide-slate-100', card(CARD.body))}>
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} data-testid="skeleton-row" aria-hidden="true" className={card(CARD.block)}>
                {Array.from({ length: columnCount }, (_, cell) => (
                  <td key={cell} className={cx('px-3 py-3', card(CARD.block))}>
                    <div className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr className={card(CARD.block)}>
              <td
                colSpan={columnCount}
                className={cx('px-3 py-8 text-center text-sm text-slate-600', card(CARD.block))}
              >
                {shown(emptyText) ?? t('list.noListItems')}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const reason = disabledReason?.(row) ?? null;
              const state: RowState = { disabled: reason !== null };
              const detail = rowDetail?.(row) ?? null;
              const key = rowKey(row);
              const isSelected = selection?.selected.has(key) ?? false;
              return (
                <Fragment key={key}>
                  <tr
                    aria-disabled={state.disabled || undefined}
                    className={cx(
                      'group text-sm text-slate-900',
                      card(CARD.row),
                      selection && card(CARD.selectableRow),
                      isSelected
                        ? 'bg-sky-50'
                        : state.disabled
                          ? 'bg-slate-50 text-slate-500'
                          : 'hover:bg-slate-50',
                    )}
                  >
                    {selection && (
                      <td className={cx('w-10 px-3 py-2 align-middle', card(CARD.selectCell))}>
                        <SelectCheckbox
                          label={selection.selectRowLabel(selection.rowName(row))}
                          checked={isSelected}
                          onToggle={(shift) => selection.onToggle(row, shift)}
                        />
                      </td>
                    )}
                    {columns.map((column, index) => (
                      <BodyCell key={column.key} column={column} cards={cards}>
                        {index === 0 && reason !== null ? (
                          <Tooltip content={reason} focusable>
                            <span className="opacity-60">{column.render(row, state)}</span>
                          </Tooltip>
                        ) : (
                          column.render(row, state)
                        )}
                      </BodyCell>
                    ))}
                    {rowActions && (
                      <td
                        className={cx(
                          'sticky end-0 px-3 py-2 text-end whitespace-nowrap shadow-[-1px_0_0_var(--color-slate-200)] rtl:shadow-[1px_0_0_var(--color-slate-200)]',
                          card(CARD.actionsCell),
                          isSelected
                            ? 'bg-sky-50'
                            : state.disabled
                              ? 'bg-slate-50'
                              : 'bg-white group-hover:bg-slate-50',
                        )}
                      >
                        {rowActions(row, state)}
                      </td>
                    )}
                  </tr>
                  {detail && (
                    <tr id={detail.id} className={cx('bg-slate-50', card(CARD.block))}>
                      <td colSpan={columnCount} className={cx('px-3 pb-3', card(CARD.block))}>
                        {detail.content}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
      {loading && (
        <span role="status" className="sr-only">
          {t('list.loading')}
        </span>
      )}
    </div>
  );
}
