/**
 * The extra time of a student's second chance (ADR 212): none, minutes added or a factor of the time limit, for a
 * timed quiz only. Renders the second-chances machine's draft and sends its events.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ExtraTimeKind } from '../../../domain/take/accommodations';
import {
  selectSecondChances,
  selectSecondChancesDraft,
  selectSecondChancesError,
  type SecondChancesActorRef,
} from '../../../machines/quiz/results/secondChancesMachine';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

/** The field of the extra time's kind: minutes added, or a factor of the time limit. */
const EXTRA_TIME_FIELDS = {
  minutes: {
    label: 'secondChances.minutes',
    name: 'extraMinutes',
    inputMode: 'numeric',
    value: 'minutes',
    event: 'second.minutes',
  },
  factor: {
    label: 'secondChances.factor',
    name: 'timeFactor',
    inputMode: 'decimal',
    value: 'factor',
    event: 'second.factor',
  },
} as const;

export function SecondChancesExtraTime({ actor }: { readonly actor: SecondChancesActorRef }) {
  const { t } = useTranslation();
  const saved = useSelector(actor, selectSecondChances);
  const draft = useSelector(actor, selectSecondChancesDraft);
  const error = useSelector(actor, selectSecondChancesError);
  if (!saved || !draft) return null;
  const extraField = draft.extraKind !== 'none' ? EXTRA_TIME_FIELDS[draft.extraKind] : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('secondChances.extraTime')}
        name="extraKind"
        value={draft.extraKind}
        disabled={!saved.timed}
        description={saved.timed ? undefined : t('secondChances.untimed')}
        options={[
          { value: 'none', label: t('secondChances.extraNone') },
          { value: 'minutes', label: t('secondChances.extraMinutes') },
          { value: 'factor', label: t('secondChances.extraFactor') },
        ]}
        onChange={(e) => actor.send({ type: 'second.extraKind', value: e.target.value as ExtraTimeKind })}
      />
      {extraField && (
        <TextField
          key={extraField.name}
          label={t(extraField.label)}
          name={extraField.name}
          inputMode={extraField.inputMode}
          value={draft[extraField.value]}
          error={error?.field === extraField.name ? error.message : null}
          onChange={(e) => actor.send({ type: extraField.event, value: e.target.value })}
        />
      )}
    </div>
  );
}
