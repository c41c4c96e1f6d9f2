/**
 * The CPU-bound half of a QTI import, run on the heavy-work thread (ADR 102): unpack the zip with its bounds, read
 * the package, and keep the bytes of only the images its questions show, each in its own buffer so it can be
 * handed back without a copy. Storing images and quizzes stays on the main thread.
 */
import type { ReadPackage } from './importedQuiz';
import { readPackage } from './packageReader';
import { unpackZip } from './safeZip';

export interface QtiUploadRead {
  readonly read: ReadPackage;
  /** Package path → bytes, for every package file a question shows. */
  readonly images: ReadonlyMap<string, Uint8Array>;
}

export function readQtiUpload(bytes: Uint8Array, uploadName: string): QtiUploadRead {
  const files = unpackZip(bytes);
  const read = readPackage(files, uploadName);
  const images = new Map<string, Uint8Array>();
  for (const quiz of read.quizzes)
    for (const activity of quiz.activities)
      for (const question of activity.questions)
        for (const image of question.images) {
          const found = image.path === undefined ? undefined : files.get(image.path);
          if (found && image.path !== undefined && !images.has(image.path))
            images.set(image.path, found.slice());
        }
  return { read, images };
}
