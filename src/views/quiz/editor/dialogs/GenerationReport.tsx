/** What was mended or left out of the model's answer, question by question, before the rest is added. */
import { useTranslation } from 'react-i18next';
import type { GenerationReport as Report } from '../../../../domain/quiz/editor/aiGeneration';
import type { Drop, Repair } from '../../../../questionTypes/shared/domain/generation';

const REPAIR_KEYS = {
  trimmed: 'generate.repairTrimmed',
  duplicateOptionsRemoved: 'generate.repairDuplicateOptionsRemoved',
  extraOptionsRemoved: 'generate.repairExtraOptionsRemoved',
  unknownAnswersRemoved: 'generate.repairUnknownAnswersRemoved',
  singleAnswerKept: 'generate.repairSingleAnswerKept',
  answersRemoved: 'generate.repairAnswersRemoved',
  extraAnswersRemoved: 'generate.repairExtraAnswersRemoved',
  toleranceMended: 'generate.repairToleranceMended',
  unitRemoved: 'generate.repairUnitRemoved',
  wordLimitMended: 'generate.repairWordLimitMended',
  pairsRemoved: 'generate.repairPairsRemoved',
  extraPairsRemoved: 'generate.repairExtraPairsRemoved',
  distractorsRemoved: 'generate.repairDistractorsRemoved',
  itemsRemoved: 'generate.repairItemsRemoved',
  extraItemsRemoved: 'generate.repairExtraItemsRemoved',
  blankAnswersRemoved: 'generate.repairBlankAnswersRemoved',
  extraBlanksFilled: 'generate.repairExtraBlanksFilled',
  extraSpansRemoved: 'generate.repairExtraSpansRemoved',
  variablesRemoved: 'generate.repairVariablesRemoved',
  rangesMended: 'generate.repairRangesMended',
} as const satisfies Record<Repair, `generate.${string}`>;

const DROP_KEYS = {
  unreadable: 'generate.dropUnreadable',
  shortTitle: 'generate.dropShortTitle',
  tooFewOptions: 'generate.dropTooFewOptions',
  noRightAnswer: 'generate.dropNoRightAnswer',
  duplicateQuestion: 'generate.dropDuplicateQuestion',
  beyondCount: 'generate.dropBeyondCount',
  noTrueOrFalse: 'generate.dropNoTrueOrFalse',
  noAcceptedAnswer: 'generate.dropNoAcceptedAnswer',
  noNumber: 'generate.dropNoNumber',
  tooFewPairs: 'generate.dropTooFewPairs',
  tooFewItems: 'generate.dropTooFewItems',
  blanksNotInText: 'generate.dropBlanksNotInText',
  blankWithoutAnswer: 'generate.dropBlankWithoutAnswer',
  badPassage: 'generate.dropBadPassage',
  tooFewSpans: 'generate.dropTooFewSpans',
  badWildcards: 'generate.dropBadWildcards',
  badFormula: 'generate.dropBadFormula',
} as const satisfies Record<Drop, `generate.${string}`>;

export function GenerationReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="generate-report" className="mt-4 text-sm text-slate-800">
      <h3 id="generate-report" className="font-semibold">
        {t('generate.reportTitle')}
      </h3>
      <ul className="mt-2 list-disc ps-5">
        {report.repaired.map((entry) => (
          <li key={`r${entry.number}`}>
            {t('generate.reportRepaired', {
              number: entry.number,
              repairs: entry.repairs.map((r) => t(REPAIR_KEYS[r])).join(', '),
            })}
          </li>
        ))}
        {report.dropped.map((entry) => (
          <li key={`d${entry.number}`}>
            {t('generate.reportDropped', { number: entry.number, reason: t(DROP_KEYS[entry.reason]) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
