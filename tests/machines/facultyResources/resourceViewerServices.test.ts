/** The resource viewer's effects (facultyResourceServices.ts): what a resource is opened as, and its download's name. */
import { createActor, toPromise } from 'xstate';
import type { HttpClient } from '../../../src/api/shared/http';
import type { ResourceCard } from '../../../src/domain/facultyResources/facultyResources';
import { createResourceViewerServices } from '../../../src/machines/facultyResources/facultyResourceServices';

const VIEWER = 'https://view.example/embed?src=';
const FILE = '/api/admin/faculty_resource/view/7/file?token=tok';

const card = (overrides: Partial<ResourceCard> = {}): ResourceCard => ({
  id: 7,
  title: 'Lab slides',
  description: '',
  kind: 'file',
  format: 'slides',
  fileName: 'lab.pptx',
  url: null,
  ...overrides,
});

function services(resource: ResourceCard, downloadedName: string | null = null) {
  const read: string[] = [];
  const http: HttpClient = {
    request: <T>(path: string) => {
      read.push(path);
      return Promise.resolve(
        (path.endsWith('/token') ? { token: 'tok', expiresAt: '2026-01-01T01:00:00.000Z' } : resource) as T,
      );
    },
    download: async () => ({ blob: new Blob(['x']), fileName: downloadedName }),
    lines: () => {
      throw new Error('not used');
    },
  };
  return { read, ...createResourceViewerServices(http, '/admin', 'https://console.example', 7) };
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

test.each<[string, ResourceCard, unknown]>([
  [
    'slides open in the office viewer',
    card(),
    {
      view: 'office',
      fileUrl: FILE,
      viewerUrl: `${VIEWER}${encodeURIComponent(`https://console.example${FILE}`)}`,
    },
  ],
  [
    'a PDF opens inline',
    card({ format: 'pdf', fileName: 'a.pdf' }),
    { view: 'pdf', fileUrl: FILE, viewerUrl: null },
  ],
  [
    'a link opens as a link, with no file token read',
    card({ kind: 'link', format: 'link', fileName: null, url: 'https://x.example' }),
    { view: null, fileUrl: null, viewerUrl: null },
  ],
])('%s', async (_name, resource, shown) => {
  const { openDocument, read } = services(resource);
  const opened = await toPromise(createActor(openDocument).start());
  expect(opened).toEqual({ record: resource, ...(shown as object) });
  expect(read.some((path) => path.endsWith('/token'))).toBe(resource.kind === 'file');
});

test('Download saves the file under its name, or after the resource without one', async () => {
  const named = await toPromise(createActor(services(card(), 'lab.pptx').downloadDocument).start());
  expect(named.fileName).toBe('lab.pptx');
  const unnamed = await toPromise(createActor(services(card()).downloadDocument).start());
  expect(unnamed.fileName).toBe('resource-7');
});
