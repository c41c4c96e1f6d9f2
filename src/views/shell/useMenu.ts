/** The signed-in user's sidebar entries, from the one role table and the session's feature flags. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { menuFor, type MenuItem } from '../../domain/access/roles';
import { selectFlags, selectRoles } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';

export function useMenu(): MenuItem[] {
  const session = useSessionActor();
  const roles = useSelector(session, selectRoles);
  const flags = useSelector(session, selectFlags);
  return useMemo(() => menuFor(roles, flags), [roles, flags]);
}
