/** The sponsor uploader over XMLHttpRequest: progress as events, abort when the machine stops it (Cancel). */
import { fromCallback } from 'xstate';
import type { HttpClient } from '../../api/shared/http';
import { uploadSponsorFile } from '../../api/sponsors/sponsors';
import { uploadAuthFor, type UploadAuth } from '../../api/shared/upload';
import type { UploadEvent, UploadJob } from './uploadMachine';
import { messageOf } from '../../domain/shared/messages';

export function createUploadServices(http: HttpClient, auth: UploadAuth = uploadAuthFor(http)) {
  return {
    uploader: fromCallback<UploadEvent, UploadJob>(({ input, sendBack }) => {
      const controller = new AbortController();
      uploadSponsorFile(
        auth,
        { id: input.sponsorId, kind: input.kind, file: input.file, fileName: input.fileName },
        ({ loaded, total }) => sendBack({ type: 'upload.progress', loaded, total }),
        controller.signal,
      ).then(
        (sponsor) => sendBack({ type: 'upload.succeeded', sponsor }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          sendBack({
            type: 'upload.failed',
            message: messageOf(error, 'Upload failed'),
          });
        },
      );
      return () => controller.abort();
    }),
  };
}
