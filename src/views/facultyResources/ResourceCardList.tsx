/** Resources as an instructor meets them beside a video: each one's title, format, description and how to open it. */
import type { ResourceCard } from '../../domain/facultyResources/facultyResources';
import { ResourceFormatLabel } from './ResourceFormatLabel';
import { ResourceLink } from './ResourceLink';

export function ResourceCardList({
  resources,
  label,
}: {
  readonly resources: readonly ResourceCard[];
  /** The list's accessible name (the video it is beside). */
  readonly label: string;
}) {
  return (
    <ul
      aria-label={label}
      className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200"
    >
      {resources.map((resource) => (
        <li key={resource.id} className="flex flex-col gap-1 px-3 py-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium text-slate-900">
              <bdi>{resource.title}</bdi>
            </span>
            <span className="text-xs text-slate-700">
              <ResourceFormatLabel format={resource.format} />
            </span>
          </div>
          {resource.description && <p className="text-sm text-slate-700">{resource.description}</p>}
          <ResourceLink resource={resource} />
        </li>
      ))}
    </ul>
  );
}
