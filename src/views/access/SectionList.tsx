/**
 * The top-level sections the user's access opens, each a disclosure button (aria-expanded) that shows its child
 * sections under it; none once the trial or subscription has ended, which the list says instead.
 */
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section as CatalogSection } from '../../api/content/contentContract';
import {
  selectIsExpanded,
  selectReadOf,
  type AccessSectionsActorRef,
} from '../../machines/access/accessSectionsMachine';
import { Icon } from '../ui/icons';
import { Section } from '../ui/Section';
import { SectionChildren } from './SectionChildren';

export interface SectionListProps {
  readonly sections: readonly CatalogSection[];
  readonly actor: AccessSectionsActorRef;
}

export function SectionList({ sections, actor }: SectionListProps) {
  const { t } = useTranslation();
  return (
    <Section
      heading={t('access.sectionsHeading')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {sections.length === 0 ? (
        <p className="text-slate-700">{t('access.noSections')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('access.sectionsHint')}</p>
          <ul className="flex flex-col divide-y divide-slate-100">
            {sections.map((section) => (
              <SectionItem key={section.id} section={section} actor={actor} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function SectionItem({
  section,
  actor,
}: {
  readonly section: CatalogSection;
  readonly actor: AccessSectionsActorRef;
}) {
  const open = useSelector(actor, selectIsExpanded(section.id));
  const read = useSelector(actor, selectReadOf(section.id));
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const retry = () => {
    // The Try again button gives way to a spinner: the focus waits on the section's own button.
    button.current?.focus();
    actor.send({ type: 'section.retry', sectionId: section.id });
  };
  return (
    <li className="py-1">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => actor.send({ type: 'section.toggle', sectionId: section.id })}
        className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-start font-medium text-slate-900 hover:bg-slate-50"
      >
        <Icon name={open ? 'chevronDown' : 'chevronRight'} className="size-4 text-slate-500" />
        <bdi>{section.title}</bdi>
      </button>
      {open && read && (
        <div id={panelId} className="ps-8 pe-2 pb-2">
          <SectionChildren read={read} title={section.title} onRetry={retry} />
        </div>
      )}
    </li>
  );
}
