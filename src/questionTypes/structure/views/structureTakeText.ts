/** Chemical structure's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const structureTakeText = (t: TakeT) => ({
  board: t('structure.board'),
  smiles: t('structure.smiles'),
  smilesHint: t('structure.smilesHint'),
  stereo: t('structure.stereo'),
  loading: t('structure.loading'),
  loadFailed: t('structure.loadFailed'),
});
