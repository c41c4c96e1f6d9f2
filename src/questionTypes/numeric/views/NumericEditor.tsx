/**
 * Numeric in the editor (ADR 198): the accepted answers in the order they are tried, each with its kind, numbers,
 * share of the points and feedback, added and removed by buttons; then the optional units. Every change is an
 * editor event (typing in one field is one undo step). The messages of a failed save stand beside the answers and
 * the units. Then the optional slider the student answers on (ADR 297), with its bounds and step. Last, the optional
 * measurement (ADR 384): the unit and significant figures asked, and the shares of the points of each part.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMERIC_LIMITS, NUMERIC_MESSAGES, numericOf } from '../domain/numeric';
import { MEASURE_MESSAGES } from '../domain/numericMeasure';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../../views/ui/Button';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { useTypeMessage } from '../../shared/views/useTypeMessage';
import { NumericAnswerFields } from './NumericAnswerFields';
import { NumericMeasureFields } from './NumericMeasureFields';
import { NumericSliderFields } from './NumericSliderFields';
import { NumericUnitsFields } from './NumericUnitsFields';

const ERROR_KEYS = {
  [NUMERIC_MESSAGES.noAnswer]: 'numeric.error_noAnswer',
  [NUMERIC_MESSAGES.noFullMarks]: 'numeric.error_noFullMarks',
  [NUMERIC_MESSAGES.rangeInverted]: 'numeric.error_rangeInverted',
  [NUMERIC_MESSAGES.unitEmpty]: 'numeric.error_unitEmpty',
  [NUMERIC_MESSAGES.unitDuplicated]: 'numeric.error_unitDuplicated',
  [NUMERIC_MESSAGES.sliderBoundsInverted]: 'numeric.error_sliderBoundsInverted',
  [NUMERIC_MESSAGES.sliderStepTooLarge]: 'numeric.error_sliderStepTooLarge',
  [NUMERIC_MESSAGES.sliderAnswerBelow]: 'numeric.error_sliderAnswerBelow',
  [NUMERIC_MESSAGES.sliderAnswerAbove]: 'numeric.error_sliderAnswerAbove',
  [NUMERIC_MESSAGES.sliderStepMissesAnswer]: 'numeric.error_sliderStepMissesAnswer',
  [NUMERIC_MESSAGES.measureWithUnits]: 'numeric.error_measureWithUnits',
  [MEASURE_MESSAGES.unknownUnit]: 'specTexts.numericMeasure_unknownUnit',
  [MEASURE_MESSAGES.weightsSum]: 'specTexts.numericMeasure_weightsSum',
  [MEASURE_MESSAGES.unitWeightWithoutUnit]: 'specTexts.numericMeasure_unitWeightWithoutUnit',
  [MEASURE_MESSAGES.sigFigsWeightWithoutRule]: 'specTexts.numericMeasure_sigFigsWeightWithoutRule',
} as const;

export function NumericEditor({ editor, item, answersError }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const hintId = useId();
  const errorId = useId();
  const fieldErrors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const unitsError = fieldErrors.get(`item.${itemId}.units`);
  const message = useTypeMessage(ERROR_KEYS);
  const { answers, units, slider, measure } = numericOf(item.definition);
  const sliderField = (field: string) => `item.${itemId}.${field}`;
  const measureField = (field: string) => `item.${itemId}.measure${field ? `.${field}` : ''}`;
  return (
    <div className="flex flex-col gap-4">
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={answersError ? `${hintId} ${errorId}` : hintId}
      >
        <legend className="text-sm font-medium text-slate-800">{t('numeric.answers')}</legend>
        <p id={hintId} className="text-sm text-slate-600">
          {t('numeric.hint')}
        </p>
        {answers.map((answer, index) => (
          <NumericAnswerFields
            key={answer.id}
            answer={answer}
            number={index + 1}
            canRemove={answers.length > 1}
            dataField={index === 0 ? `item.${itemId}.answers` : undefined}
            onMatch={(match) => editor.send({ type: 'numeric.setMatch', itemId, answerId: answer.id, match })}
            onFraction={(fraction) =>
              editor.send({ type: 'numeric.setFraction', itemId, answerId: answer.id, fraction })
            }
            onFeedback={(feedback) =>
              editor.send({ type: 'numeric.setAnswerFeedback', itemId, answerId: answer.id, feedback })
            }
            onRemove={() => editor.send({ type: 'numeric.removeAnswer', itemId, answerId: answer.id })}
          />
        ))}
        {answersError && (
          <p id={errorId} className="text-sm text-red-700">
            {message(answersError)}
          </p>
        )}
        <Button
          variant="secondary"
          className="self-start"
          disabled={answers.length >= NUMERIC_LIMITS.answers}
          onClick={() =>
            editor.send({
              type: 'editor.addWithId',
              event: { type: 'numeric.addAnswer', itemId },
              idField: 'answerId',
            })
          }
        >
          {t('numeric.addAnswer')}
        </Button>
      </fieldset>
      <NumericUnitsFields
        units={units}
        error={message(unitsError)}
        dataField={`item.${itemId}.units`}
        onUnits={(next) => editor.send({ type: 'numeric.setUnits', itemId, units: next })}
      />
      <NumericSliderFields
        itemId={itemId}
        slider={slider}
        errors={{
          lowerBound: message(fieldErrors.get(sliderField('sliderLowerBound'))),
          upperBound: message(fieldErrors.get(sliderField('sliderUpperBound'))),
          step: message(fieldErrors.get(sliderField('sliderStep'))),
        }}
        fieldOf={sliderField}
        onOn={(on) => editor.send({ type: 'numeric.setSliderOn', itemId, on })}
        onLowerBound={(lowerBound) =>
          editor.send({ type: 'numeric.setSliderLowerBound', itemId, lowerBound })
        }
        onUpperBound={(upperBound) =>
          editor.send({ type: 'numeric.setSliderUpperBound', itemId, upperBound })
        }
        onStep={(step) => editor.send({ type: 'numeric.setSliderStep', itemId, step })}
      />
      <NumericMeasureFields
        itemId={itemId}
        measure={measure}
        errorOf={(field) => message(fieldErrors.get(measureField(field)))}
        fieldOf={measureField}
        handlers={{
          onUnit: (unit) => editor.send({ type: 'numeric.setMeasureUnit', itemId, unit }),
          onSigFigs: (sigFigs) => editor.send({ type: 'numeric.setMeasureSigFigs', itemId, sigFigs }),
          onWeights: (weights) => editor.send({ type: 'numeric.setMeasureWeights', itemId, weights }),
          onFeedback: (part, feedback) =>
            editor.send({ type: 'numeric.setMeasureFeedback', itemId, part, feedback }),
        }}
      />
    </div>
  );
}
