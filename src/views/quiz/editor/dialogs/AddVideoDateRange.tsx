/** Add Video's Advanced filter: the publication dates From and Until, Clear back to the default range, and Save. */
import { useTranslation } from 'react-i18next';
import type { AddVideoDialogActorRef, DateRange } from '../../../../machines/content/addVideoDialogMachine';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

export function AddVideoDateRange({ actor, range }: { actor: AddVideoDialogActorRef; range: DateRange }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-3">
      <TextField
        label={t('editor.addVideoDialogFrom')}
        name="from"
        type="date"
        value={range.from}
        onChange={(event) => actor.send({ type: 'range.setFrom', from: event.target.value })}
      />
      <TextField
        label={t('editor.addVideoDialogUntil')}
        name="to"
        type="date"
        value={range.to}
        onChange={(event) => actor.send({ type: 'range.setTo', to: event.target.value })}
      />
      <Button variant="secondary" onClick={() => actor.send({ type: 'range.clear' })}>
        {t('editor.addVideoDialogClear')}
      </Button>
      <Button onClick={() => actor.send({ type: 'range.save' })}>{t('editor.addVideoDialogSave')}</Button>
    </div>
  );
}
