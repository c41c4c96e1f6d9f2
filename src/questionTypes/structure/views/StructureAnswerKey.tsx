/** Chemical structure on the teacher's screens: the right molecule as given, and whether stereochemistry counts. */
import { useTranslation } from 'react-i18next';
import { structureOf } from '../domain/structure';
import type { AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyRows } from '../../shared/views/AnswerKeyRows';

export function StructureAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { structure, stereo } = structureOf(definition);
  return (
    <AnswerKeyRows
      rows={[
        ['questionTypes.structureRight', structure],
        [
          'questionTypes.structureStereo',
          stereo ? t('questionTypes.structureStereoOn') : t('questionTypes.structureStereoOff'),
        ],
      ]}
    />
  );
}
