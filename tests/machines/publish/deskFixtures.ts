/** A desk article as the server answers it, for the desk's machine and view tests. */
import type { ArticleStatus, ArticleStep } from '../../../src/domain/publish/articleLifecycle';
import type { DeskArticle, DeskArticleRow } from '../../../src/domain/publish/deskArticle';

export const EDITOR_PERSON = { firstName: 'Pia', lastName: 'Publisher', email: 'publish@demo.test' };

export function deskArticle(overrides: Partial<DeskArticle> = {}): DeskArticle {
  return {
    id: 41,
    version: 1,
    title: 'Mitosis under the microscope',
    abstract: 'Cells divide.',
    articleType: 'journal',
    sectionId: 3,
    authors: [{ name: 'Ada Lovelace', institutionIndexes: [0] }],
    institutions: [{ departmentTitle: 'Biology', institutionTitle: 'Demo University' }],
    subjectIds: [2],
    topics: ['Cell cycle'],
    status: 'draft',
    scheduledAt: null,
    publishedAt: null,
    media: { video: null, subtitles: {}, thumbnail: null, headerImage: null },
    videoData: null,
    actions: { steps: ['submit'], edit: true, delete: true },
    missingForReview: [],
    history: [],
    updatedAt: '2026-03-02T10:00:00.000Z',
    updatedBy: EDITOR_PERSON,
    ...overrides,
  };
}

export function deskRow(
  id: number,
  title: string,
  status: ArticleStatus,
  steps: ArticleStep[],
  overrides: Partial<DeskArticleRow> = {},
): DeskArticleRow {
  return {
    id,
    title,
    status,
    articleType: 'journal',
    section: { id: 3, title: 'Cell Biology', domainTitle: 'Biology' },
    subjects: [{ id: 2, title: 'Biology' }],
    updatedAt: '2026-03-02T10:00:00.000Z',
    updatedBy: EDITOR_PERSON,
    scheduledAt: null,
    publishedAt: null,
    hasVideo: true,
    actions: { steps, edit: true, delete: status === 'draft' },
    ...overrides,
  };
}
