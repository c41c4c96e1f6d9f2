/**
 * Every string of the student page, from its own catalog (src/i18n/enTake.ts and each language's take.ts): the
 * page ships without i18next and without the console's catalog. The page reads the language the browser asks for
 * or the console last used on this device (ADR 179); components read the texts with `useTakeText()`, and each
 * question type its own with `useTypeText(<type>TakeText)` (ADR 323).
 * @publicModule each question type's student component reads the page's strings with it.
 */
import { createContext, useContext } from 'react';
import { formattingTag, languageTag, uiLanguage, type UiLanguageCode } from '../../domain/shared/languages';
import type { TakeCatalog } from '../../i18n/catalogTypes';
import { createCatalogT } from '../../i18n/catalogT';
import { enTake } from '../../i18n/enTake';
import type { PlayerText } from '../content/player/playerText';

type Key = keyof TakeCatalog['take'];
/** A string of the student page's catalog by its key (`take.…`, or a question type's group such as `numeric.…`). */
export type TakeT = (key: string, values?: Record<string, unknown>) => string;

export function takeTextFrom(catalog: TakeCatalog, code: UiLanguageCode) {
  const t = createCatalogT(catalog, languageTag(code)) as unknown as TakeT;
  const s = (key: Key) => t(`take.${key}`);
  const minutes = (n: number) => t('take.minutes', { count: n });
  const player: PlayerText = (key, values) => t(key, values);
  return {
    code,
    /** The catalog's strings by key: each question type builds its own with it (useTypeText). */
    t,
    dir: uiLanguage(code).dir,
    formattingTag: formattingTag(code),
    pageTitle: s('pageTitle'),
    loading: s('loading'),
    loadFailed: s('loadFailed'),
    retry: s('retry'),
    /** ADR 387: an equation the page cannot read is shown as written under this name. */
    equationError: s('equationError'),
    invalidLink: s('invalidLink'),
    invalidLinkHint: s('invalidLinkHint'),
    expired: s('expired'),
    expiredHint: s('expiredHint'),
    timeLimit: s('timeLimit'),
    noTimeLimit: s('noTimeLimit'),
    deadline: s('deadline'),
    opens: s('opens'),
    notOpenYet: (when: string) => t('take.notOpenYet', { when }),
    classNotOpen: s('classNotOpen'),
    noDeadline: s('noDeadline'),
    questions: s('questions'),
    student: s('student'),
    start: s('start'),
    starting: s('starting'),
    startHint: (limited: boolean) => (limited ? s('startHintLimited') : s('startHintOpen')),
    minutes,
    minutesSeconds: (m: number, sec: number) =>
      sec === 0 ? minutes(m) : t('take.minutesSeconds', { minutes: m, seconds: sec }),
    activityOf: (index: number, count: number) => t('take.activityOf', { index, count }),
    questionOf: (number: number, count: number) => t('take.questionOf', { number, count }),
    answeredOf: (answered: number, count: number) => t('take.answeredOf', { answered, count }),
    previous: s('previous'),
    next: s('next'),
    submit: s('submit'),
    timeLeft: s('timeLeft'),
    minutesLeft: (n: number) => (n <= 1 ? s('lessThanAMinuteLeft') : t('take.minutesLeft', { count: n })),
    timeUp: s('timeUp'),
    saved: s('saved'),
    saving: s('saving'),
    offline: s('offline'),
    confirmTitle: s('confirmTitle'),
    confirmUnanswered: (n: number) =>
      n === 0 ? s('confirmAllAnswered') : t('take.confirmUnanswered', { count: n }),
    confirmSubmit: s('confirmSubmit'),
    keepAnswering: s('keepAnswering'),
    submitting: s('submitting'),
    submitFailed: s('submitFailed'),
    resultTitle: s('resultTitle'),
    score: s('score'),
    scoreOf: (score: number, total: number) => t('take.scoreOf', { score, total }),
    passed: s('passed'),
    belowPassing: s('belowPassing'),
    late: s('late'),
    rightAnswers: s('rightAnswers'),
    yourAnswer: s('yourAnswer'),
    rightAnswer: s('rightAnswer'),
    notAnswered: s('notAnswered'),
    gradedNote: s('gradedNote'),
    trueWord: s('trueWord'),
    falseWord: s('falseWord'),
    pointsWorth: (points: number) => t('take.pointsWorth', { points }),
    pointsEarned: (earned: number, max: number) => t('take.pointsEarned', { earned, max }),
    needsGrading: s('needsGrading'),
    needsGradingSoFar: (percentage: number) => t('take.needsGradingSoFar', { percentage }),
    feedback: s('feedback'),
    scoreAfterDeadline: s('scoreAfterDeadline'),
    scoreOnRelease: s('scoreOnRelease'),
    answersAfterDeadline: s('answersAfterDeadline'),
    scoreNotYet: s('scoreNotYet'),
    teacherComment: s('teacherComment'),
    yourAnswers: s('yourAnswers'),
    newAttempt: s('newAttempt'),
    attemptNumber: (number: number) => t('take.attemptNumber', { number }),
    attemptsLeft: (left: number | null) =>
      left === null ? s('attemptsUnlimited') : t('take.attemptsLeft', { left }),
    /** ADR 329: how much of a video the student watched (`percent` already written in the page's language). */
    watchedShare: (percent: string) => t('take.watchedShare', { percent }),
    watchedAll: s('watchedAll'),
    hints: {
      showHint: t('hints.showHint'),
      showNextHint: (number: number, count: number) => t('hints.showNextHint', { number, count }),
      showSolution: t('hints.showSolution'),
      hintNumber: (number: number) => t('hints.hintNumber', { number }),
      solution: t('hints.solution'),
      asking: t('hints.asking'),
      costs: (percent: number) => t('hints.costs', { percent }),
      costsAll: t('hints.costsAll'),
      used: (count: number) => t('hints.used', { count }),
    },
    /** ADR 338: the interactive video (`moment` already written as the player shows it). */
    interactive: {
      questionAt: (moment: string) => t('interactive.questionAt', { moment }),
      continue: t('interactive.continue'),
      answerFirst: t('interactive.answerFirst'),
      skipRefused: t('interactive.skipRefused'),
      goneBack: (moment: string) => t('interactive.goneBack', { moment }),
      speedValue: (speed: string) => t('interactive.speedValue', { speed }),
      chapters: t('interactive.chapters'),
      chapterAt: (moment: string, title: string) => t('interactive.chapterAt', { moment, title }),
      notes: t('interactive.notes'),
      watchFirst: t('interactive.watchFirst'),
      watchAtLeast: (percent: string, title: string) => t('interactive.watchAtLeast', { percent, title }),
      fullscreen: t('interactive.fullscreen'),
      exitFullscreen: t('interactive.exitFullscreen'),
    },
    /** ADR 342: the transcript beside a video with captions. */
    transcript: {
      title: t('transcript.title'),
      search: t('transcript.search'),
      language: t('transcript.language'),
      noMatch: t('transcript.noMatch'),
    },
    /** The video player's strings on the student page. */
    player,
  };
}

export type TakeText = ReturnType<typeof takeTextFrom>;

export const ENGLISH_TAKE_TEXT: TakeText = takeTextFrom(enTake, 'en');
export const TakeTextContext = createContext<TakeText>(ENGLISH_TAKE_TEXT);
export const useTakeText = (): TakeText => useContext(TakeTextContext);

const typeTexts = new WeakMap<TakeText, Map<unknown, unknown>>();

/**
 * A question type's own strings on the student page (ADR 323), built by the type from the page's catalog
 * (`build`: its `<type>TakeText`) once per language: the page's text knows no type.
 */
export function typeTextOf<T>(text: TakeText, build: (t: TakeT) => T): T {
  const built = typeTexts.get(text) ?? new Map<unknown, unknown>();
  typeTexts.set(text, built);
  if (!built.has(build)) built.set(build, build(text.t));
  return built.get(build) as T;
}

/** A question type's own strings on the student page, in the page's language. */
export const useTypeText = <T>(build: (t: TakeT) => T): T => typeTextOf(useTakeText(), build);
