/**
 * The grants list (ADR 345): each grant's institution, product, days and state, and its row menu with what the
 * server's `actions` allow — Renew always, End only while the grant has not ended.
 */
import { screen, within } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import type { Grant } from '../../../src/domain/classAccess/classAccess';
import { renderApp } from '../renderApp';

const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };

const grant = (id: number, institutionTitle: string, state: Grant['state']): Grant => ({
  id,
  institutionId: id,
  institutionTitle,
  productId: 1,
  productName: 'Core',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  seats: null,
  endedAt: state === 'ended' ? '2026-11-01T10:00:00.000Z' : null,
  state,
  actions: state === 'ended' ? ['renew'] : ['renew', 'end'],
  version: 1,
});

const page = (result: unknown[]) => ({
  content: {
    result,
    navigation: {
      page: 1,
      total_items: result.length,
      total_pages: 1,
      items_on_page: result.length,
      items_per_page: 20,
      more: false,
    },
  },
});

const http = createHttpClient({
  baseUrl: '',
  getAccessToken: () => 'token',
  refresh: async () => null,
  fetch: async (input) => {
    const path = String(input);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path.includes('/class-access/grant/list'))
      return json(page([grant(1, 'Demo University', 'current'), grant(2, 'Eastport College', 'ended')]));
    if (path.includes('/class-access/product/list')) return json(page([]));
    return new Response(JSON.stringify({ content: { message: 'Not found' } }), { status: 404 });
  },
});

test("a running grant's menu offers Renew and End; an ended one's Renew only, and its state says when it ended", async () => {
  const { user } = renderApp('/class-access', { stored: SUPER }, http);
  const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
  await within(table).findByText('Demo University');
  expect(
    within(within(table).getByText('Eastport College').closest('tr')!).getByText(/^Ended /),
  ).toBeInTheDocument();

  await user.click(within(table).getByRole('button', { name: 'Actions for Core for Demo University' }));
  const running = await screen.findByRole('menu');
  expect(
    within(running)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Renew Core for Demo University', 'End Core for Demo University']);
  await user.keyboard('{Escape}');
  await user.click(within(table).getByRole('button', { name: 'Actions for Core for Eastport College' }));
  const ended = await screen.findByRole('menu');
  expect(
    within(ended)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Renew Core for Eastport College']);
}, 30_000);
