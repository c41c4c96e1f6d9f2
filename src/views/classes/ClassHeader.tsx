/** The class page's head: Back, the title, institution and dates, who it is shared with, Published, Edit, Invite, Share. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Class } from '../../api/classes/classesContract';
import { classDatesText } from '../../domain/classes/classes';
import type { ClassPageActorRef } from '../../machines/classes/classPageMachine';
import { Icon } from '../shell/icons';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import type { OpenDialog } from './ClassPageDialogs';

export interface ClassHeaderProps {
  readonly page: ClassPageActorRef;
  readonly klass: Class;
  readonly busy: boolean;
  readonly onOpen: (dialog: OpenDialog) => void;
}

export function ClassHeader({ page, klass, busy, onOpen }: ClassHeaderProps) {
  const { t } = useTranslation();
  const can = (action: Class['actions'][number]) => klass.actions.includes(action);
  return (
    <>
      <Link
        href="/classes"
        className="inline-flex items-center gap-1 self-start text-sm text-sky-800 underline"
      >
        <Icon name="arrowLeft" className="size-4" />
        {t('classes.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{klass.title}</h1>
          <p className="text-sm text-slate-700">
            {[klass.institution, classDatesText(klass)].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-slate-700">
            {klass.sharedWith.length > 0
              ? t('classes.sharedWith', {
                  names: klass.sharedWith.map((u) => `${u.firstName} ${u.lastName}`).join(', '),
                })
              : t('classes.notShared')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CheckboxField
            label={t('classes.published')}
            checked={klass.published}
            disabled={!can('edit') || busy}
            onChange={(event) => page.send({ type: 'publish.set', published: event.target.checked })}
          />
          {can('edit') ? (
            <>
              <Button variant="secondary" onClick={() => onOpen({ kind: 'edit' })}>
                {t('classes.edit')}
              </Button>
              <Button variant="secondary" onClick={() => onOpen({ kind: 'emails', mode: 'invite' })}>
                {t('classes.invite')}
              </Button>
            </>
          ) : null}
          {can('share') ? (
            <Button variant="secondary" onClick={() => onOpen({ kind: 'emails', mode: 'share' })}>
              {t('classes.share')}
            </Button>
          ) : null}
        </div>
      </div>
      {klass.description ? <p className="max-w-3xl text-slate-800">{klass.description}</p> : null}
    </>
  );
}
