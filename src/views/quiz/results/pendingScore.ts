/**
 * A score while an answer waits for a teacher (ADR 350): the auto-scored part as what it is, "83 % so far · Needs
 * grading", or "Needs grading" where no part is known; one wording on Results, the student's detail, the attempts
 * and Student links (the student page says the same).
 * @publicModule the class's Student links word a waiting score with it.
 */
import type { TFunction } from 'i18next';

export const pendingScoreText = (t: TFunction, percentage: number | null | undefined): string =>
  percentage === null || percentage === undefined
    ? t('essay.needsGrading')
    : t('essay.needsGradingSoFar', { percentage });
