/**
 * Every string of the student page, from its own catalog (src/i18n/enTake.ts and each language's take.ts): the
 * page ships without i18next and without the console's catalog. The page reads the language the browser asks for
 * or the console last used on this device (ADR 179); components read the texts with `useTakeText()`.
 * @publicModule each question type's student component reads the page's strings with it.
 */
import { createContext, useContext } from 'react';
import { formattingTag, languageTag, uiLanguage, type UiLanguageCode } from '../../domain/shared/languages';
import type { TakeCatalog } from '../../i18n/catalogTypes';
import { createCatalogT } from '../../i18n/catalogT';
import { enTake } from '../../i18n/enTake';
import type { PlayerText } from '../content/player/playerText';

type Key = keyof TakeCatalog['take'];

export function takeTextFrom(catalog: TakeCatalog, code: UiLanguageCode) {
  const t = createCatalogT(catalog, languageTag(code)) as unknown as (
    key: string,
    values?: Record<string, unknown>,
  ) => string;
  const s = (key: Key) => t(`take.${key}`);
  const minutes = (n: number) => t('take.minutes', { count: n });
  const player: PlayerText = (key, values) => t(key, values);
  return {
    code,
    dir: uiLanguage(code).dir,
    formattingTag: formattingTag(code),
    pageTitle: s('pageTitle'),
    loading: s('loading'),
    loadFailed: s('loadFailed'),
    retry: s('retry'),
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
    numeric: {
      notANumber: (example: string) => t('numeric.notANumber', { example }),
      units: (units: string) => t('numeric.units', { units }),
      sliderRange: (min: string, max: string, step: string) => t('numeric.sliderRange', { min, max, step }),
      sliderNoAnswer: t('numeric.sliderNoAnswer'),
    },
    essay: {
      words: (words: number) => t('essay.words', { words }),
      wordsOf: (words: number, max: number) => t('essay.wordsOf', { words, max }),
      wordsAtLeast: (words: number, min: number) => t('essay.wordsAtLeast', { words, min }),
      wordsBetween: (words: number, min: number, max: number) => t('essay.wordsBetween', { words, min, max }),
      overLimit: t('essay.overLimit'),
      underMinimum: t('essay.underMinimum'),
    },
    fileUpload: {
      choose: t('fileUpload.choose'),
      replace: t('fileUpload.replace'),
      addAnother: t('fileUpload.addAnother'),
      oneFile: (size: string) => t('fileUpload.oneFile', { size }),
      manyFiles: (max: number, size: string) => t('fileUpload.manyFiles', { max, size }),
      kinds: (kinds: string) => t('fileUpload.kinds', { kinds }),
      yourFiles: t('fileUpload.yourFiles'),
      noFile: t('fileUpload.noFile'),
      remove: (name: string) => t('fileUpload.remove', { name }),
      sending: (name: string) => t('fileUpload.sending', { name }),
      removing: (name: string) => t('fileUpload.removing', { name }),
      tooLarge: (size: string, max: string) => t('fileUpload.tooLarge', { size, max }),
      empty: t('fileUpload.empty'),
      wrongKind: (kinds: string) => t('fileUpload.wrongKind', { kinds }),
      full: (max: number) => t('fileUpload.full', { max }),
      // A drawing question (ADR 306).
      draw: t('fileUpload.draw'),
      drawHint: t('fileUpload.drawHint'),
      colour: t('fileUpload.colour'),
      colours: {
        black: t('fileUpload.colour_black'),
        red: t('fileUpload.colour_red'),
        yellow: t('fileUpload.colour_yellow'),
        blue: t('fileUpload.colour_blue'),
      },
      penWidth: t('fileUpload.penWidth'),
      undo: t('fileUpload.undo'),
      clear: t('fileUpload.clear'),
      save: t('fileUpload.save'),
      instead: t('fileUpload.instead'),
    },
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
    matching: { choose: s('matching_choose'), hint: s('matching_hint') },
    blanks: {
      blank: (number: number) => t('blanks.blank', { number }),
      choose: t('blanks.choose'),
    },
    ordering: {
      hint: s('ordering_hint'),
      moveUp: (item: string) => t('take.ordering_moveUp', { item }),
      moveDown: (item: string) => t('take.ordering_moveDown', { item }),
      moved: (item: string, position: number, count: number) =>
        t('take.ordering_moved', { item, position, count }),
    },
    hotspot: {
      hintOne: t('hotspot.hintOne'),
      hintMany: (max: number) => t('hotspot.hintMany', { max }),
      area: t('hotspot.area'),
      crosshair: (at: { across: string; down: string }) => t('hotspot.crosshair', at),
      mark: (at: { number: number; across: string; down: string }) => t('hotspot.mark', at),
      removeMark: (number: number) => t('hotspot.removeMark', { number }),
      clear: t('hotspot.clear'),
      removed: t('hotspot.removed'),
      full: t('hotspot.full'),
      none: t('hotspot.none'),
      noImage: t('hotspot.noImage'),
    },
    hotText: {
      hint: t('hotText.hint'),
      hintMax: (max: number) => t('hotText.hintMax', { max }),
      full: t('hotText.full'),
      passage: t('hotText.passage'),
    },
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
    /** The video player's strings on the student page. */
    player,
  };
}

export type TakeText = ReturnType<typeof takeTextFrom>;

export const ENGLISH_TAKE_TEXT: TakeText = takeTextFrom(enTake, 'en');
export const TakeTextContext = createContext<TakeText>(ENGLISH_TAKE_TEXT);
export const useTakeText = (): TakeText => useContext(TakeTextContext);
