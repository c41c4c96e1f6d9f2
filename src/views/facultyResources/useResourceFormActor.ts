/**
 * The resource form's actor: the machine provided with its services; a create says so and goes to the new
 * resource's edit page (where a file resource gets its file), an edit says so and stays.
 */
import {
  FACULTY_RESOURCE_MESSAGES,
  type FacultyResource,
} from '../../domain/facultyResources/facultyResources';
import { facultyResourceFormMachine } from '../../machines/facultyResources/facultyResourceFormMachine';
import {
  createResourceFormServices,
  saveFailureOf,
} from '../../machines/facultyResources/facultyResourceServices';
import { useFormActor } from '../shared/useFormActor';

export function useResourceFormActor(id: number | null) {
  return useFormActor(facultyResourceFormMachine, id, ({ http, notify, navigate }) => ({
    actors: createResourceFormServices(http),
    actions: {
      notifySaved: (_, { created, record }) => {
        notify('success', created ? FACULTY_RESOURCE_MESSAGES.created : FACULTY_RESOURCE_MESSAGES.updated);
        if (created) navigate(`/faculty-resources/edit/${(record as FacultyResource).id}`, { replace: true });
      },
      notifySaveFailed: (_, { error }) =>
        notify('error', saveFailureOf(error) ?? FACULTY_RESOURCE_MESSAGES.updateFailed),
    },
  }));
}
