/** The storage a configuration names: the disk by default, an S3-compatible object store when configured. */
import { diskStorage } from './diskStorage';
import { s3Storage } from './s3Storage';
import type { Storage, StorageSettings } from './storage';

export function createStorage(settings: StorageSettings): Storage {
  return settings.kind === 's3' ? s3Storage(settings) : diskStorage(settings.dir);
}
