/** The search field of a list machine: shows what the user types; the machine debounces it into a search. */
import { useSelector } from '@xstate/react';
import { selectTypedSearch, type ListActorRef } from '../../../machines/shared/listMachine';
import { SearchField, type SearchFieldProps } from '../../ui/SearchField';

export interface ListSearchFieldProps extends Omit<SearchFieldProps, 'value' | 'onChange'> {
  readonly actorRef: ListActorRef;
}

export function ListSearchField({ actorRef, ...field }: ListSearchFieldProps) {
  const typed = useSelector(actorRef, selectTypedSearch);
  return (
    <SearchField {...field} value={typed} onChange={(text) => actorRef.send({ type: 'list.type', text })} />
  );
}
