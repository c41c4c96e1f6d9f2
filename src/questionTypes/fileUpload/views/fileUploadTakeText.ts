/** File upload's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const fileUploadTakeText = (t: TakeT) => ({
  choose: t('fileUpload.choose'),
  replace: t('fileUpload.replace'),
  addAnother: t('fileUpload.addAnother'),
  oneFile: (size: string) => t('fileUpload.oneFile', { size }),
  manyFiles: (max: number, size: string) => t('fileUpload.manyFiles', { max, size }),
  kinds: (kinds: string) => t('fileUpload.kinds', { kinds }),
  yourFiles: t('fileUpload.yourFiles'),
  noFile: t('fileUpload.noFile'),
  remove: (name: string) => t('fileUpload.remove', { name }),
  sending: (name: string) => t('fileUpload.sending', { name }),
  removing: (name: string) => t('fileUpload.removing', { name }),
  tooLarge: (size: string, max: string) => t('fileUpload.tooLarge', { size, max }),
  empty: t('fileUpload.empty'),
  wrongKind: (kinds: string) => t('fileUpload.wrongKind', { kinds }),
  full: (max: number) => t('fileUpload.full', { max }),
  // A drawing question (ADR 306).
  draw: t('fileUpload.draw'),
  drawHint: t('fileUpload.drawHint'),
  colour: t('fileUpload.colour'),
  colours: {
    black: t('fileUpload.colour_black'),
    red: t('fileUpload.colour_red'),
    yellow: t('fileUpload.colour_yellow'),
    blue: t('fileUpload.colour_blue'),
  },
  penWidth: t('fileUpload.penWidth'),
  undo: t('fileUpload.undo'),
  clear: t('fileUpload.clear'),
  save: t('fileUpload.save'),
  instead: t('fileUpload.instead'),
  /** A drawing question without its picture: the words hotspot uses for its own. */
  noImage: t('hotspot.noImage'),
});
