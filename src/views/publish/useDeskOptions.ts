/** The sections and subjects the desk's screens choose from, read once per screen (a record, ADR 191). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fetchDeskOptions, type DeskOptions } from '../../machines/publish/publishServices';
import { recordServices, selectRecord } from '../../machines/shared/recordMachine';
import { useHttp } from '../AppContext';
import { useRecordActor } from '../shared/useRecordActor';

const NO_OPTIONS: DeskOptions = { sections: [], subjects: [] };

export function useDeskOptions(): DeskOptions {
  const http = useHttp();
  const services = useMemo(
    () => recordServices((_: unknown, signal: AbortSignal) => fetchDeskOptions(http, signal)),
    [http],
  );
  const record = useRecordActor(services);
  return useSelector(record, selectRecord<DeskOptions>) ?? NO_OPTIONS;
}
