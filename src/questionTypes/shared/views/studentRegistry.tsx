/**
 * The student component of each question type (ADR 195): a new type adds its loader here. SPEC's choice question is
 * part of the take page's first script; every other type is its own small chunk, loaded when a quiz has a question
 * of it, so the first script stays within its budget however many types there are (ADR 140). None imports zod.
 * @publicModule the take page renders each question through it.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { ChoiceStudent } from '../../choice/views/ChoiceStudent';
import type { StudentQuestionProps } from './studentQuestion';

type Component = ComponentType<StudentQuestionProps>;

/** A type's component loaded on first use; once loaded it renders at once, without suspending again. */
function loadedOnUse(load: () => Promise<Component>) {
  let loaded: Component | undefined;
  let loading: Promise<Component> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const OnUse = (props: StudentQuestionProps) => createElement(loaded ?? Lazy, props);
  return { component: OnUse, preload };
}

const LOADERS = {
  trueFalse: loadedOnUse(() =>
    import('../../trueFalse/views/TrueFalseStudent').then((m) => m.TrueFalseStudent),
  ),
  shortAnswer: loadedOnUse(() =>
    import('../../shortAnswer/views/ShortAnswerStudent').then((m) => m.ShortAnswerStudent),
  ),
  numeric: loadedOnUse(() => import('../../numeric/views/NumericStudent').then((m) => m.NumericStudent)),
  essay: loadedOnUse(() => import('../../essay/views/EssayStudent').then((m) => m.EssayStudent)),
  fileUpload: loadedOnUse(() =>
    import('../../fileUpload/views/FileUploadStudent').then((m) => m.FileUploadStudent),
  ),
  matching: loadedOnUse(() => import('../../matching/views/MatchingStudent').then((m) => m.MatchingStudent)),
  ordering: loadedOnUse(() => import('../../ordering/views/OrderingStudent').then((m) => m.OrderingStudent)),
  fillInBlanks: loadedOnUse(() =>
    import('../../fillInBlanks/views/FillInBlanksStudent').then((m) => m.FillInBlanksStudent),
  ),
  hotspot: loadedOnUse(() => import('../../hotspot/views/HotspotStudent').then((m) => m.HotspotStudent)),
  calculated: loadedOnUse(() =>
    import('../../calculated/views/CalculatedStudent').then((m) => m.CalculatedStudent),
  ),
  hotText: loadedOnUse(() => import('../../hotText/views/HotTextStudent').then((m) => m.HotTextStudent)),
  structure: loadedOnUse(() =>
    import('../../structure/views/StructureStudent').then((m) => m.StructureStudent),
  ),
} as const;

const STUDENT_COMPONENTS: Readonly<Record<string, Component>> = {
  choice: ChoiceStudent,
  ...Object.fromEntries(Object.entries(LOADERS).map(([name, loader]) => [name, loader.component])),
};

/** Whether the student page has a component for the type (the registry's test asks every type that asks something). */
export const hasStudentView = (name: string) => Object.hasOwn(STUDENT_COMPONENTS, name);

/** Loads every type's component (a page about to show them, and tests that render them at once). */
export const preloadStudentTypes = (): Promise<unknown> =>
  Promise.all(Object.values(LOADERS).map((loader) => loader.preload()));

/** The answer of a question as its type renders it; a type this page does not know shows as choice (its options). */
export function StudentAnswer(props: StudentQuestionProps) {
  const component = STUDENT_COMPONENTS[props.question.questionType ?? 'choice'] ?? ChoiceStudent;
  return (
    <Suspense fallback={<p className="text-sm text-gray-500" role="status" aria-busy="true" />}>
      {createElement(component, props)}
    </Suspense>
  );
}
