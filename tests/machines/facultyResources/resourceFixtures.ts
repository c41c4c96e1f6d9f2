/** A faculty resource as the server answers it, for the machine tests. */
import type { FacultyResource } from '../../../src/domain/facultyResources/facultyResources';

export const resource = (overrides: Partial<FacultyResource> = {}): FacultyResource => ({
  id: 7,
  version: 1,
  title: 'Microscopy handout',
  description: 'Printed before the lab',
  kind: 'file',
  format: null,
  file: null,
  url: null,
  audience: 'all',
  subjects: [{ id: 3, title: 'Biology' }],
  articles: [{ id: 40, title: 'Cells under the microscope', offered: true }],
  institutions: [],
  updatedAt: '2026-03-01T10:00:00.000Z',
  updatedBy: null,
  ...overrides,
});
