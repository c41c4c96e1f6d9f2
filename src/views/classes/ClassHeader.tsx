/**
 * The class page's head: Back, the title, institution and dates, who it is shared with, Published, Edit, Invite, Sync
 * roster from the course platform (a class a launch tied to a course, ADR 385), Share.
 */
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Class } from '../../api/classes/classesContract';
import { classDatesText } from '../../domain/classes/classes';
import {
  selectIsPublishing,
  selectIsSyncingRoster,
  selectPublishAsked,
  type ClassPageActorRef,
} from '../../machines/classes/classPageMachine';
import { Icon } from '../ui/icons';
import { Button } from '../ui/Button';
import { SwitchField } from '../ui/SwitchField';
import { ClassPublishDialog } from './ClassPublishDialog';
import type { OpenDialog } from './ClassPageDialogs';
import { useFormat } from '../shared/useFormat';

export interface ClassHeaderProps {
  readonly page: ClassPageActorRef;
  readonly klass: Class;
  readonly busy: boolean;
  readonly onOpen: (dialog: OpenDialog) => void;
}

export function ClassHeader({ page, klass, busy, onOpen }: ClassHeaderProps) {
  const { t } = useTranslation();
  const { code } = useFormat();
  const can = (action: Class['actions'][number]) => klass.actions.includes(action);
  const publishAsked = useSelector(page, selectPublishAsked);
  const publishing = useSelector(page, selectIsPublishing);
  const syncing = useSelector(page, selectIsSyncingRoster);
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
          {/* What users wrote (and dates) keep their own direction in a right-to-left page: a title or description
              in English keeps its full stop at its end, and a date its order (bdi isolates each). */}
          <h1 className="text-2xl font-bold text-slate-900">
            <bdi>{klass.title}</bdi>
          </h1>
          <p className="text-sm text-slate-700">
            {[klass.institution, classDatesText(klass, code)].filter(Boolean).map((part, index) => (
              <Fragment key={index}>
                {index > 0 ? ' · ' : null}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </p>
          <p className="text-sm text-slate-700">
            {klass.sharedWith.length > 0
              ? t('classes.sharedWith', {
                  names: klass.sharedWith.map((u) => `${u.firstName} ${u.lastName}`).join(', '),
                })
              : t('classes.notShared')}
          </p>
        </div>
        {/* On a phone the switch (with its sentence) stands on its line and the buttons on theirs, side by side. */}
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <SwitchField
            label={t('classes.published')}
            description={klass.published ? t('classes.publishedOn') : t('classes.publishedOff')}
            isSelected={klass.published}
            isDisabled={!can('edit') || busy}
            onChange={(published) => page.send({ type: 'publish.set', published })}
          />
          <div className="flex flex-wrap items-center gap-2">
            {can('edit') ? (
              <>
                <Button variant="secondary" onClick={() => onOpen({ kind: 'edit' })}>
                  {t('classes.edit')}
                </Button>
                <Button variant="secondary" onClick={() => onOpen({ kind: 'emails', mode: 'invite' })}>
                  {t('classes.invite')}
                </Button>
                {klass.rosterFrom ? (
                  <Button
                    variant="secondary"
                    busy={syncing}
                    disabled={busy}
                    onClick={() => page.send({ type: 'roster.sync' })}
                  >
                    {t('classes.syncRoster', { platform: klass.rosterFrom })}
                  </Button>
                ) : null}
              </>
            ) : null}
            {can('share') ? (
              <Button variant="secondary" onClick={() => onOpen({ kind: 'emails', mode: 'share' })}>
                {t('classes.share')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {klass.description ? (
        <p className="max-w-3xl text-slate-800">
          <bdi>{klass.description}</bdi>
        </p>
      ) : null}
      <ClassPublishDialog
        ask={publishAsked === null ? null : { title: klass.title, published: publishAsked }}
        busy={publishing}
        onConfirm={() => page.send({ type: 'publish.confirm' })}
        onCancel={() => page.send({ type: 'publish.cancel' })}
      />
    </>
  );
}
