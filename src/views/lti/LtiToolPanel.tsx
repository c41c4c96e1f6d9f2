/** The tool's addresses and public key set, each with Copy, for the LMS administrator (ADR 183). */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LtiToolInfo } from '../../domain/lti/lti';
import {
  ltiToolMachine,
  selectCopiedField,
  selectToolRecord,
  type LtiToolActorRef,
} from '../../machines/lti/ltiToolMachine';
import { createLtiToolServices } from '../../machines/lti/ltiServices';
import { useActorOptions, useHttp } from '../AppContext';
import { Button } from '../ui/Button';
import { RecordScreen } from '../ui/RecordScreen';
import { Section } from '../ui/Section';

const URL_FIELDS = ['loginUrl', 'launchUrl', 'deepLinkUrl', 'jwksUrl'] as const;

function CopyButton({ name, copied, onCopy }: { name: string; copied: boolean; onCopy: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      className="shrink-0 px-3 py-1"
      aria-label={t('lti.copyOne', { name })}
      onClick={onCopy}
    >
      {copied ? t('lti.copied') : t('lti.copy')}
    </Button>
  );
}

export function LtiToolPanel() {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () => ltiToolMachine.provide({ actors: createLtiToolServices(http, globalThis.navigator?.clipboard) }),
    [http],
  );
  const actor = useActorRef(logic, useActorOptions());
  const record = useSelector(actor, selectToolRecord);

  return (
    <Section
      heading={t('lti.toolHeading')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p className="text-sm text-slate-700">{t('lti.toolIntro')}</p>
      <RecordScreen<LtiToolInfo>
        record={record}
        size="section"
        loadingLabel={t('lti.toolLoading')}
        failedText={t('lti.toolLoadFailed')}
      >
        {(tool) => <ToolAddresses tool={tool} actor={actor} />}
      </RecordScreen>
    </Section>
  );
}

function ToolAddresses({ tool, actor }: { readonly tool: LtiToolInfo; readonly actor: LtiToolActorRef }) {
  const { t } = useTranslation();
  const copied = useSelector(actor, selectCopiedField);
  const copy = (field: string, value: string) => actor.send({ type: 'tool.copy', field, value });
  const jwks = JSON.stringify(tool.jwks, null, 2);
  return (
    <dl className="flex flex-col gap-3">
      {URL_FIELDS.map((field) => (
        <div key={field} className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-slate-800">{t(`lti.${field}`)}</dt>
          <dd className="flex min-w-0 items-center gap-2">
            <code className="min-w-0 flex-1 rounded bg-slate-100 px-2 py-1 text-sm break-all text-slate-900">
              {tool[field]}
            </code>
            <CopyButton
              name={t(`lti.${field}`)}
              copied={copied === field}
              onCopy={() => copy(field, tool[field])}
            />
          </dd>
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-800">
          {t('lti.jwks')}
          <CopyButton name={t('lti.jwks')} copied={copied === 'jwks'} onCopy={() => copy('jwks', jwks)} />
        </dt>
        <dd>
          <pre
            aria-label={t('lti.jwks')}
            className="rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap text-slate-900"
          >
            {jwks}
          </pre>
        </dd>
      </div>
    </dl>
  );
}
