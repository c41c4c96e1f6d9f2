/**
 * A bucket that accepts connections and never answers (a hung proxy, a store half down) is out: a read, a stat or a
 * delete gives up after FIRST_BYTE_TIMEOUT_MS with the store's "unavailable" error (the 503 with Retry-After of
 * ADR 254), instead of holding the request for the upload's half minute.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStorage } from '../../../server/storage/createStorage';
import { ANSWER_TIMEOUT_MS, FIRST_BYTE_TIMEOUT_MS } from '../../../server/storage/s3Storage';
import { StorageUnavailableError } from '../../../server/storage/storage';

let silent: Server;
const sockets = new Set<Socket>();
let endpoint: string;

beforeAll(async () => {
  // Takes every connection and every byte sent, and answers nothing.
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => silent.close(done));
});

// Short of the half minute an upload may take (by one first-byte wait, room for a machine under load): a read that
// waited for the upload's timeout would fail this test by its own.
test(
  'a read, a stat and a delete from a silent bucket fail as the store being out, in seconds',
  async () => {
    const storage = createStorage({
      kind: 's3',
      bucket: 'silent',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const outcomes = await Promise.allSettled([
      storage.get('media/a.png'),
      storage.stat('media/a.png'),
      storage.delete('media/a.png'),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(StorageUnavailableError);
    }
  },
  ANSWER_TIMEOUT_MS - FIRST_BYTE_TIMEOUT_MS,
);
