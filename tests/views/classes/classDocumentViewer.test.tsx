/**
 * SPEC section 2, "Class document viewer": /classes/view-file/{id}/document/{documentId} shows a class document
 * with a Download button. Supports office formats (through an external document viewer service), PDF and images.
 * On failure shows an error.
 */
import { screen } from '@testing-library/react';
import { createHttpClient } from '../../../src/api/shared/http';
import { CS_USER, renderApp } from '../renderApp';

const VIEWER = 'https://view.officeapps.live.com/op/embed.aspx?src=';

const documentOf = (id: number, fileName: string, mimeType: string) => ({
  id,
  classId: 5,
  fileName,
  mimeType,
  size: 2048,
  createdAt: '2026-02-01T10:00:00.000Z',
  shared: true,
  deletedAt: null,
  version: 1,
});

const documents = [
  documentOf(9, 'Lab report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  documentOf(10, 'Cells.pdf', 'application/pdf'),
];

function httpFor(tokenStatus = 200) {
  const json = (status: number, content: unknown) =>
    new Response(JSON.stringify({ content }), { status, headers: { 'Content-Type': 'application/json' } });
  return createHttpClient({
    baseUrl: '',
    getAccessToken: () => 'token',
    refresh: async () => null,
    fetch: async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/admin/class/5/document') return json(200, { documents });
      const token = /^\/api\/admin\/class\/5\/document\/(\d+)\/token$/.exec(path);
      if (token && tokenStatus === 200)
        return json(200, { token: `tok-${token[1]}`, expiresAt: '2026-02-01T11:00:00.000Z' });
      return json(tokenStatus === 200 ? 404 : tokenStatus, { message: 'Not found' });
    },
  });
}

beforeEach(() => {
  // The console reads its runtime configuration (the document viewer service's address) from config.json.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        routePrefix: '/admin',
        apiBaseUrl: '',
        featureFlagClientId: 'test',
        documentViewerUrl: VIEWER,
        cacheHours: 0,
      }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (documentId: number, tokenStatus?: number) =>
  renderApp(
    `/classes/view-file/5/document/${documentId}`,
    { stored: { user: CS_USER, flags: {} } },
    httpFor(tokenStatus),
  );

test('an office document opens in the external document viewer service, given its file link', async () => {
  open(9);
  const frame = await screen.findByTitle('Document Lab report.docx');
  const fileUrl = new URL(
    '/api/admin/class/5/document/9/file?token=tok-9',
    window.location.origin,
  ).toString();
  expect(frame).toHaveAttribute('src', `${VIEWER}${encodeURIComponent(fileUrl)}`);
  expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
});

test('a PDF shows inline, not through the document viewer service', async () => {
  open(10);
  const frame = await screen.findByTitle('Document Cells.pdf');
  expect(frame).toHaveAttribute('src', '/api/admin/class/5/document/10/file?token=tok-10');
  expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
});

test('a document that cannot be opened shows an error', async () => {
  open(9, 500);
  const message = await screen.findByText('The document could not be opened.');
  expect(message.closest('[role="alert"]')).not.toBeNull();
  expect(screen.queryByTitle('Document Lab report.docx')).toBeNull();
});
