/** Collections as the server answers them, for the collection machines' tests. */
import type { Collection } from '../../../src/api/methodsCollections/collectionsContract';
import type { CollectionArticleEntry } from '../../../src/domain/methodsCollections/collectionEditor';

export const video = (id: number, title: string, available = true): CollectionArticleEntry => ({
  id,
  title,
  articleType: 'journal',
  available,
});

export const VIDEOS = {
  patch: video(41, 'Patch-Clamp Recording'),
  calcium: video(42, 'Calcium Imaging in Slices'),
  optogenetics: video(43, 'Optogenetic Stimulation'),
  tracing: video(44, 'Viral Tract Tracing'),
} as const;

export function collection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 7,
    version: 1,
    title: 'Neuroscience Methods',
    description: 'Recording and imaging the nervous system.',
    published: false,
    coverUrl: null,
    articles: [VIDEOS.patch, VIDEOS.calcium, VIDEOS.optogenetics],
    actions: ['view', 'edit', 'reorder', 'publish', 'delete', 'manageEditors'],
    updatedAt: '2026-03-02T10:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}
