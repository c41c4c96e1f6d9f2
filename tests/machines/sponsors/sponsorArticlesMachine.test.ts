import { createActor, fromPromise, waitFor } from 'xstate';
import type { Sponsor } from '../../../src/domain/sponsors/sponsors';
import {
  selectArticlesPage,
  sponsorArticlesMachine,
  type ArticlesChange,
  type AssignResult,
} from '../../../src/machines/sponsors/sponsorArticlesMachine';

const article = (id: number) => ({
  id,
  title: `Article ${id}`,
  createdAt: '2026-01-02T00:00:00.000Z',
  isActive: true,
});
const sponsor: Sponsor = {
  id: 5,
  companyName: 'Helix',
  companyUrl: 'https://helix.example',
  logoUrl: null,
  videoUrl: null,
  countOfArticles: 11,
  articleList: Array.from({ length: 11 }, (_, index) => article(40 + index)),
  version: 1,
};

function articles(assign: (input: ArticlesChange) => Promise<AssignResult>) {
  const log: string[] = [];
  const changed: Sponsor[] = [];
  const actor = createActor(
    sponsorArticlesMachine.provide({
      actors: {
        removeArticle: fromPromise(async ({ input }: { input: ArticlesChange }) => ({
          ...sponsor,
          articleList: sponsor.articleList.filter((a) => a.id !== input.articleId),
        })),
        assignArticle: fromPromise(({ input }: { input: ArticlesChange }) => assign(input)),
      },
      actions: {
        sponsorChanged: (_, s) => void changed.push(s),
        notifyRemoved: () => void log.push('removed'),
        notifyAssigned: () => void log.push('assigned'),
        notifyAssignFailed: (_, message) => void log.push(`failed: ${message}`),
        refreshCandidates: () => void log.push('candidates'),
      },
    }),
    { input: { sponsorId: 5 } },
  ).start();
  return { actor, log, changed };
}

test('a refused assignment shows the first error value of the answer and changes nothing', async () => {
  const { actor, log, changed } = articles(async () => ({
    sponsor,
    error: 'Article 41 is already assigned to another sponsor',
  }));
  actor.send({ type: 'article.assign', articleId: 41 });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(log).toEqual(['failed: Article 41 is already assigned to another sponsor']);
  expect(changed).toEqual([]);
});

test('an assignment hands the sponsor to the form, says so and refreshes the candidates', async () => {
  const { actor, log, changed } = articles(async (input) => ({
    sponsor: { ...sponsor, articleList: [...sponsor.articleList, article(input.articleId)] },
    error: null,
  }));
  actor.send({ type: 'article.assign', articleId: 60 });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(log).toEqual(['assigned', 'candidates']);
  expect(changed[0]!.articleList).toHaveLength(12);
});

test('removing the only article of the last page shows the page before it', async () => {
  const { actor, changed } = articles(async () => ({ sponsor, error: null }));
  actor.send({ type: 'articles.page', page: 2 });
  actor.send({ type: 'article.remove', articleId: 50 });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(changed[0]!.articleList).toHaveLength(10);
  expect(selectArticlesPage(actor.getSnapshot())).toBe(1);
});
