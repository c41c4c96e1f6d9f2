/**
 * Add and Edit Resource (ADR 317) on the one form lifecycle (ADR 125): title, description, a file or a link, its
 * subjects, articles and audience, with the rules of src/domain. A create goes to the new resource's edit page,
 * where a file resource's file is uploaded; an edit saves in place, on the version it was loaded with (ADR 109): a
 * stale one waits in `conflict` for Reload or Keep mine. The file's upload runs in a machine of its own beside the
 * form and hands the changed resource back with `record.updated`, which leaves the typed values as they are.
 */
import type { ActorRefFrom } from 'xstate';
import {
  EMPTY_RESOURCE_FORM,
  formOfResource,
  ResourceFormSchema,
  type FacultyResource,
  type ResourceForm,
} from '../../domain/facultyResources/facultyResources';
import { defineForm, type SaveFormInput } from '../shared/formMachine';

export const { machine: facultyResourceFormMachine, selectors: facultyResourceForm } = defineForm({
  id: 'facultyResourceForm',
  record: 'this resource',
  schema: ResourceFormSchema,
  empty: EMPTY_RESOURCE_FORM,
  valuesOf: (resource: FacultyResource): ResourceForm => formOfResource(resource),
});

export type FacultyResourceFormActorRef = ActorRefFrom<typeof facultyResourceFormMachine>;

export type SaveResourceInput = SaveFormInput<ResourceForm>;
