import {
  FACULTY_RESOURCE_MESSAGES,
  formatOf,
  mayReadResource,
  RESOURCE_FILE_RULE,
  resourceProblems,
  viewOfFormat,
} from '../../../src/domain/facultyResources/facultyResources';
import {
  CLASS_DOCUMENT_MAX_BYTES,
  CLASS_DOCUMENT_MESSAGES,
  ruleProblem,
} from '../../../src/domain/sponsors/uploads';

test.each([
  ['an instructor of the chosen institution', ['ROLE_CS_USER'], 7, 'institutions', [7], true],
  ['an instructor of another institution', ['ROLE_CS_USER'], 8, 'institutions', [7], false],
  ['an instructor of no institution', ['ROLE_CS_USER'], null, 'institutions', [7], false],
  ['an instructor, a resource for every institution', ['ROLE_CS_USER'], null, 'all', [], true],
  ['a full admin of another institution', ['ROLE_ADMIN'], 8, 'institutions', [7], true],
  ['an LTI instructor of the chosen institution', ['ROLE_CS_LTI_USER'], 7, 'institutions', [7, 9], true],
] as const)(
  'a reader sees a resource by its audience: %s',
  (_name, roles, institutionId, audience, ids, sees) => {
    expect(
      mayReadResource(
        { roles, institutionId },
        { kind: 'link', hasFile: false, audience, institutionIds: ids },
      ),
    ).toBe(sees);
  },
);

test('a file resource is seen by no one, a full admin included, until its file is there', () => {
  const reach = { kind: 'file' as const, audience: 'all' as const, institutionIds: [] };
  expect(
    mayReadResource({ roles: ['ROLE_SUPER_ADMIN'], institutionId: null }, { ...reach, hasFile: false }),
  ).toBe(false);
  expect(mayReadResource({ roles: ['ROLE_CS_USER'], institutionId: null }, { ...reach, hasFile: true })).toBe(
    true,
  );
});

test.each([
  ['link', null, 'link'],
  ['file', null, null],
  ['file', 'application/pdf', 'pdf'],
  ['file', 'image/jpeg', 'image'],
  ['file', 'application/vnd.ms-powerpoint', 'slides'],
  ['file', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'spreadsheet'],
  ['file', 'application/msword', 'document'],
] as const)('a %s of type %s is shown as %s', (kind, type, format) => {
  expect(formatOf(kind, type)).toBe(format);
});

test('the viewer shows PDF and images inline, office formats in the office viewer, a link as none', () => {
  expect(
    ['pdf', 'image', 'slides', 'document', 'spreadsheet', 'link'].map((f) => viewOfFormat(f as never)),
  ).toEqual(['pdf', 'image', 'office', 'office', 'office', null]);
});

test.each([
  [
    'a link without an address',
    { kind: 'link', url: ' ', audience: 'all' },
    0,
    ['url', FACULTY_RESOURCE_MESSAGES.urlRequired],
  ],
  [
    'a link to ftp',
    { kind: 'link', url: 'ftp://x.example', audience: 'all' },
    0,
    ['url', FACULTY_RESOURCE_MESSAGES.urlInvalid],
  ],
  [
    'chosen institutions, none chosen',
    { kind: 'file', audience: 'institutions' },
    0,
    ['ids', FACULTY_RESOURCE_MESSAGES.institutionsRequired],
  ],
] as const)('%s is refused on its field', (_name, resource, count, [path, message]) => {
  expect(resourceProblems(resource, count, 'ids')).toEqual([{ path, message }]);
});

test('a file is checked by its kind and size before it is sent', () => {
  const problem = (file: { name: string; size: number }) => ruleProblem(RESOURCE_FILE_RULE, file);
  expect(problem({ name: 'slides.PPTX', size: 10 })).toBeNull();
  expect(problem({ name: 'notes.txt', size: 10 })).toBe(CLASS_DOCUMENT_MESSAGES.type);
  expect(problem({ name: 'big.pdf', size: CLASS_DOCUMENT_MAX_BYTES + 1 })).toBe(CLASS_DOCUMENT_MESSAGES.size);
  expect(problem({ name: 'largest.pdf', size: CLASS_DOCUMENT_MAX_BYTES })).toBeNull();
});
