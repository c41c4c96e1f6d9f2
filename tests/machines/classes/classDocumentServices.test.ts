/** The class document viewer's effects: what the document is opened as, and under which name a download is saved. */
import { createActor, toPromise } from 'xstate';
import type { HttpClient } from '../../../src/api/shared/http';
import { createClassDocumentServices } from '../../../src/machines/classes/classDocumentServices';

const VIEWER = 'https://view.example/embed?src=';
const document = (mimeType: string) => ({
  id: 2,
  classId: 1,
  fileName: 'syllabus',
  mimeType,
  size: 100,
  createdAt: '2026-01-01T00:00:00.000Z',
  shared: false,
  deletedAt: null,
  version: 1,
});

function services(mimeType: string, downloadedName: string | null = null) {
  const http: HttpClient = {
    request: <T>(path: string) =>
      Promise.resolve(
        (path.endsWith('/token')
          ? { token: 'tok', expiresAt: '2026-01-01T01:00:00.000Z' }
          : { documents: [document(mimeType)] }) as T,
      ),
    download: async () => ({ blob: new Blob(['x']), fileName: downloadedName }),
    lines: () => {
      throw new Error('not used');
    },
  };
  return createClassDocumentServices(http, '/admin', 'https://console.example', {
    classId: 1,
    documentId: 2,
  });
}

beforeEach(() => {
  // The console reads the document viewer service's address from config.json.
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
afterEach(() => vi.unstubAllGlobals());

const FILE = '/api/admin/class/1/document/2/file?token=tok';

test.each([
  ['application/pdf', 'pdf', null],
  ['image/png', 'image', null],
  [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'office',
    `${VIEWER}${encodeURIComponent(`https://console.example${FILE}`)}`,
  ],
  ['application/zip', 'unsupported', null],
])(
  'a %s document is shown as %s, only an office one through the viewer service',
  async (mimeType, view, viewerUrl) => {
    const opened = await toPromise(createActor(services(mimeType).openDocument).start());
    expect(opened).toEqual({ record: document(mimeType), view, fileUrl: FILE, viewerUrl });
  },
);

test('Download saves the file under the name the server gave, or after the document without one', async () => {
  const named = await toPromise(
    createActor(services('application/pdf', 'Syllabus 2026.pdf').downloadDocument).start(),
  );
  expect(named.fileName).toBe('Syllabus 2026.pdf');
  const unnamed = await toPromise(createActor(services('application/pdf').downloadDocument).start());
  expect(unnamed.fileName).toBe('document-2');
});
