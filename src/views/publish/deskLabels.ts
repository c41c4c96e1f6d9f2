/** The catalog keys of the desk's statuses, article types, steps and history kinds (src/i18n/en/publish.ts). */
import type { ParseKeys } from 'i18next';
import type { ArticleType } from '../../domain/content/content';
import type { ArticleHistoryKind, ArticleStatus, ArticleStep } from '../../domain/publish/articleLifecycle';

export const statusKey = (status: ArticleStatus) => `publish.status_${status}` as ParseKeys;
export const typeKey = (type: ArticleType) => `publish.type_${type}` as ParseKeys;
export const stepKey = (step: ArticleStep) => `publish.step_${step}` as ParseKeys;
export const takenKey = (step: ArticleStep) => `publish.taken_${step}` as ParseKeys;
export const kindKey = (kind: ArticleHistoryKind) => `publish.kind_${kind}` as ParseKeys;

/** A person as the desk names them: first and last name, or the e-mail when they have none. */
export const personName = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;
