/** A class as the server answers it to its owner (every action), for the class page's view tests. */
export function classRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    title: 'Biology 101',
    institution: null,
    startDate: null,
    endDate: null,
    published: false,
    professor: false,
    owner: { id: 1, email: 'cs@demo.test', firstName: 'Casey', lastName: 'Support' },
    studentsCount: 0,
    quizzesCount: 0,
    playlistsCount: 0,
    documentsCount: 0,
    createdAt: '2026-01-05T10:00:00.000Z',
    version: 1,
    actions: ['view', 'edit', 'manageContent', 'share', 'delete'],
    description: '',
    students: [],
    sharedWith: [],
    sharesVersion: 1,
    playlistVideosCount: 0,
    ...overrides,
  };
}
