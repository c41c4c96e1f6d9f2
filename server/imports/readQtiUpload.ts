/**
 * The CPU-bound half of an import, run on the heavy-work thread (ADR 102): read the upload by its kind (a package
 * unpacked with its bounds, an H5P Interactive Video, a Moodle XML or bare QTI document, GIFT or Aiken text), and keep the bytes of only the
 * images its questions show, each in its own buffer so it can be handed back without a copy. Storing images and
 * quizzes stays on the main thread.
 */
import { importFileKind } from '../../src/api/quiz/import/quizImportContract';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import { questionsOf, type ReadPackage } from './importedQuiz';
import { readTextQuestions } from './textFormats';
import { isH5pPackage, readH5pPackage } from './h5pReader';
import { keptForEditor, PACKAGE_XML_MAX_BYTES, readPackage, readXmlDocument } from './packageReader';
import { rootedAtManifest } from './packageRoot';
import { repairForEditor } from './repairForEditor';
import { unpackZip } from './safeZip';

export interface QtiUploadRead {
  readonly read: ReadPackage;
  /** Package path → bytes, for every package file a question shows. */
  readonly images: ReadonlyMap<string, Uint8Array>;
}

/**
 * Every item is read, even when none can be imported (ADR 221): the route then refuses the upload with the same
 * per-item report an accepted one gets.
 */
const EVERY_ITEM = { measure: true } as const;

function readFiles(
  bytes: Uint8Array,
  uploadName: string,
): { read: ReadPackage; files: ReadonlyMap<string, Uint8Array> } {
  switch (importFileKind(uploadName)) {
    case 'package': {
      const unpacked = unpackZip(bytes);
      // An H5P package is a zip with h5p.json at its root (ADR 349); an .h5p without one is refused as such.
      if (isH5pPackage(unpacked) || /\.h5p$/i.test(uploadName))
        return {
          read: keptForEditor(readH5pPackage(unpacked, uploadName), EVERY_ITEM, 'package'),
          files: unpacked,
        };
      const { files, warnings } = rootedAtManifest(unpacked);
      const read = readPackage(files, uploadName, PACKAGE_XML_MAX_BYTES, EVERY_ITEM);
      return { read: { ...read, warnings: [...warnings, ...(read.warnings ?? [])] }, files };
    }
    case 'xml':
      return readXmlDocument(bytes, uploadName, PACKAGE_XML_MAX_BYTES, EVERY_ITEM);
    case 'text':
      return {
        read: repairForEditor(readTextQuestions(bytes, uploadName, PACKAGE_XML_MAX_BYTES, EVERY_ITEM)),
        files: new Map(),
      };
    default:
      throw refuse(IMPORT_MESSAGES.zipOnly);
  }
}

export function readQtiUpload(bytes: Uint8Array, uploadName: string): QtiUploadRead {
  const { read, files } = readFiles(bytes, uploadName);
  const images = new Map<string, Uint8Array>();
  for (const quiz of read.quizzes)
    for (const activity of quiz.activities)
      for (const question of questionsOf(activity))
        for (const image of [...question.images, ...(question.versions ?? []).flatMap((v) => v.images)]) {
          const found = image.path === undefined ? undefined : files.get(image.path);
          if (found && image.path !== undefined && !images.has(image.path))
            images.set(image.path, found.slice());
        }
  return { read, images };
}
