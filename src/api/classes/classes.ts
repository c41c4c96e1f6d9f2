/** Calls of SPEC section 7 "Class" (documents: classDocuments.ts). */
import {
  AddedResponseSchema,
  AddQuizzesResponseSchema,
  ClassQuizLinksResponseSchema,
  CLASS_PATHS,
  ClassDeleteResponseSchema,
  ClassInviteResponseSchema,
  ClassListResponseSchema,
  ClassPlaylistsResponseSchema,
  ClassQuizResponseSchema,
  ClassQuizzesResponseSchema,
  ClassRemindResponseSchema,
  ClassSchema,
  ClassShareResponseSchema,
  PickerResponseSchema,
  type ClassListQuery,
} from './classesContract';
import type { HttpClient } from '../shared/http';
import { getCall } from '../shared/recordCalls';
import type { ClassForm } from '../../domain/classes/classes';
import type { ClassQuizDatesRequest } from '../../domain/classes/classQuizDates';
import type { ListRequest } from '../../domain/shared/listQuery';

export const listClasses = (http: HttpClient, query: ClassListQuery, signal?: AbortSignal) =>
  http.request(CLASS_PATHS.list, {
    query: query as Record<string, string | number>,
    schema: ClassListResponseSchema,
    signal,
  });

export const getClass = getCall(CLASS_PATHS.one, ClassSchema);

export const createClass = (http: HttpClient, form: ClassForm, signal?: AbortSignal) =>
  http.request(CLASS_PATHS.list, { method: 'POST', body: form, schema: ClassSchema, signal });

/** Saves an edit made on `version` (ADR 109); a save on an older version is refused with 409. */
export const updateClass = (
  http: HttpClient,
  id: number,
  form: ClassForm,
  version: number,
  signal?: AbortSignal,
) =>
  http.request(CLASS_PATHS.one(id), {
    method: 'PATCH',
    body: { ...form, version },
    schema: ClassSchema,
    signal,
  });

export const copyClass = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(CLASS_PATHS.one(id), { method: 'POST', schema: ClassSchema, signal });

export const deleteClass = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(CLASS_PATHS.one(id), { method: 'DELETE', schema: ClassDeleteResponseSchema, signal });

export const publishClass = (http: HttpClient, id: number, published: boolean, signal?: AbortSignal) =>
  http.request(CLASS_PATHS.publish(id), {
    method: 'PATCH',
    body: { published },
    schema: ClassSchema,
    signal,
  });

export const inviteStudents = (
  http: HttpClient,
  id: number,
  emails: readonly string[],
  signal?: AbortSignal,
) =>
  http.request(CLASS_PATHS.invite(id), {
    method: 'POST',
    body: { emails },
    schema: ClassInviteResponseSchema,
    signal,
  });

/** Replaces the class's share list, on the share list's version it was made on (ADR 188). */
export const shareClass = (
  http: HttpClient,
  id: number,
  emails: readonly string[],
  version: number,
  signal?: AbortSignal,
) =>
  http.request(CLASS_PATHS.share(id), {
    method: 'PATCH',
    body: { emails, version },
    schema: ClassShareResponseSchema,
    signal,
  });

export const listClassQuizzes = async (http: HttpClient, id: number, signal?: AbortSignal) =>
  (await http.request(CLASS_PATHS.quizzes(id), { schema: ClassQuizzesResponseSchema, signal })).result;

export const listClassPlaylists = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.request(CLASS_PATHS.playlists(id), { schema: ClassPlaylistsResponseSchema, signal });

export const addQuizzesToClasses = (
  http: HttpClient,
  quizzesIds: readonly number[],
  classIds: readonly number[],
  signal?: AbortSignal,
) =>
  http.request(CLASS_PATHS.addQuizzes, {
    method: 'POST',
    body: { quizzesIds, classIds },
    schema: AddQuizzesResponseSchema,
    signal,
  });

/** The personal links of a class quiz's students (ADR 132). */
export const listQuizLinks = (http: HttpClient, id: number, quizId: number, signal?: AbortSignal) =>
  http.request(CLASS_PATHS.quizLinks(id, quizId), { schema: ClassQuizLinksResponseSchema, signal });

/** Sends one student's link again; answers the links afterwards. */
export const resendQuizLink = (
  http: HttpClient,
  id: number,
  quizId: number,
  assignmentId: number,
  signal?: AbortSignal,
) =>
  http.request(CLASS_PATHS.resendLink(id, quizId, assignmentId), {
    method: 'POST',
    schema: ClassQuizLinksResponseSchema,
    signal,
  });

/** Sets the class's own opening date and deadline for one of its quizzes (ADR 217); answers the quiz's row. */
export const setClassQuizDates = (
  http: HttpClient,
  id: number,
  quizId: number,
  dates: ClassQuizDatesRequest,
  signal?: AbortSignal,
) =>
  http.request(CLASS_PATHS.quiz(id, quizId), {
    method: 'PATCH',
    body: dates,
    schema: ClassQuizResponseSchema,
    signal,
  });

/** Reminds the class's students who have not submitted the quiz (ADR 211, 217). */
export const remindClassStudents = (http: HttpClient, id: number, quizId: number, signal?: AbortSignal) =>
  http.request(CLASS_PATHS.remindLinks(id, quizId), {
    method: 'POST',
    schema: ClassRemindResponseSchema,
    signal,
  });

export const addPlaylistsToClasses = (
  http: HttpClient,
  playlistsIds: readonly number[],
  classIds: readonly number[],
  signal?: AbortSignal,
) =>
  http.request(CLASS_PATHS.addPlaylists, {
    method: 'POST',
    body: { playlistsIds, classIds },
    schema: AddedResponseSchema,
    signal,
  });

export type PickerKind = 'quiz' | 'playlist' | 'myPlaylist';
const PICKER_PATH: Record<PickerKind, string> = {
  quiz: CLASS_PATHS.quizPicker,
  playlist: CLASS_PATHS.playlistPicker,
  myPlaylist: CLASS_PATHS.myPlaylistPicker,
};

export const listPicker = (http: HttpClient, kind: PickerKind, request: ListRequest, signal?: AbortSignal) =>
  http.request(PICKER_PATH[kind], { method: 'POST', body: request, schema: PickerResponseSchema, signal });
