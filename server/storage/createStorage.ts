/** The storage a configuration names: the disk by default, an S3-compatible object store when configured. */
import { storageErrors } from '../operations/metrics';
import { diskStorage } from './diskStorage';
import { s3Storage } from './s3Storage';
import type { Storage, StorageSettings } from './storage';

export function createStorage(settings: StorageSettings): Storage {
  return counted(settings.kind === 's3' ? s3Storage(settings) : diskStorage(settings.dir));
}

/** Each failed operation counts in `storage_errors_total` (an operator alerts on a bucket that refuses or is gone). */
function counted(storage: Storage): Storage {
  const watch =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      call(...args).catch((error: unknown) => {
        storageErrors.inc({ operation });
        throw error;
      });
  return {
    put: watch('put', storage.put.bind(storage)),
    putFile: watch('putFile', storage.putFile.bind(storage)),
    get: watch('get', storage.get.bind(storage)),
    read: watch('read', storage.read.bind(storage)),
    stat: watch('stat', storage.stat.bind(storage)),
    delete: watch('delete', storage.delete.bind(storage)),
  };
}
