/**
 * QTI 2.1/2.2 feedback (ADR 395): what a real item's response processing shows on a right or a wrong answer, on a
 * chosen choice or whatever the answer comes in where the question holds it, and what no question holds is named in
 * the report, as QTI 1.2's is (ADR 393).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureUnit, sampleUnits, SAMPLES_DIR, unnamedDifference } from '../../../scripts/importCoverage';
import type { ImportedQuestion } from '../../../server/imports/importedQuiz';
import { readQti2Item } from '../../../server/imports/qti2Reader';
import { parseXml } from '../../../server/imports/xmlTree';

const QTI2 = /QTI ?2|QTIWorks/;

function readSample(...path: string[]): ImportedQuestion {
  const file = join(SAMPLES_DIR, 'lms', 'instructure-qti', ...path);
  const result = readQti2Item(parseXml(new Uint8Array(readFileSync(file)), file));
  if (result.kind !== 'question') throw new Error(`${file} was not read as one question`);
  return result.question;
}

describe('QTI 2 feedback its response processing shows', () => {
  test('every difference from a QTI 2 source in points or feedback is in the report', () => {
    const lines = sampleUnits()
      .filter((unit) => QTI2.test(unit.system))
      .flatMap(measureUnit);
    expect(lines.length).toBeGreaterThan(100);
    expect(
      lines.filter(unnamedDifference).map((l) => `${l.unit} ${l.item}: ${l.differences!.join('; ')}`),
    ).toEqual([]);
  });

  test('a true/false item shows "correct" on its right answer and "incorrect" on its wrong one', () => {
    const question = readSample('items_2.2', 'Example01-modalFeedback.xml');
    expect(question.definition).toMatchObject({
      answer: true,
      feedbackTrue: 'correct',
      feedbackFalse: 'incorrect',
    });
    expect(question.notes ?? []).toEqual([]);
  });

  test("a choice's right and wrong answer feedback joins each option's own, its hint staying a hint", () => {
    const question = readSample('items_2.2', 'hint.xml');
    expect(question.optionFeedback).toEqual([
      expect.stringMatching(/President of the USA\.\s+No, the correct answer is Vicente Fox\.$/),
      expect.stringMatching(/Prime Minister of England\.\s+No, the correct answer is Vicente Fox\.$/),
      'Yes. Yes, that is correct.',
      expect.stringMatching(/Prime Minister of Israel\.\s+No, the correct answer is Vicente Fox\.$/),
    ]);
    expect(question.hints?.[0]?.text).toContain('Tony lives in the');
  });

  test('the same text on a right and on a wrong answer is the general feedback', () => {
    const question = readSample('items_2.2', 'match2.xml');
    expect(question.feedback).toMatch(/^Die Elbe durchzieht den Freistaat von Südosten nach Nordwesten\./);
    expect(question.notes ?? []).toEqual([]);
  });

  test("feedback on choosing a choice, set by a test of the response, is that option's feedback", () => {
    const question = readSample('tests', 'interactionmix_saxony_v3', 'Choicesingle_853928446.xml');
    expect(question.optionFeedback?.join(' ')).toContain(
      'Deine Auswahl zeigt die Flagge vom Land Thüringen.',
    );
    expect(question.notes ?? []).toEqual([]);
  });

  test("a drawn number right to fewer figures earns the part its branch gives, with that branch's feedback (ADR 408)", () => {
    const question = readSample('items_2.2', 'Example04-feedbackBlock-templateBlock.xml');
    const { answers } = question.definition as {
      answers: { match: { kind: string; value?: number }; fraction: number; feedback?: string }[];
    };
    const right = answers[0]!.match.value!;
    expect(answers).toEqual([
      expect.objectContaining({ fraction: 1, feedback: 'OK' }),
      expect.objectContaining({
        match: expect.objectContaining({ kind: 'tolerance', value: Number(right.toPrecision(2)) }),
        fraction: 0.5,
        feedback: 'Not far off - check your rounding...',
      }),
      expect.objectContaining({
        match: expect.objectContaining({ kind: 'range' }),
        fraction: 0,
        feedback: 'Incorrect',
      }),
    ]);
    // What it shows after three attempts, with the solution, has no place here and is named.
    expect(question.notes).toEqual([
      expect.stringMatching(
        /^Its feedback "You have had three attempts at answering this question, so h…" is not kept: a numeric question here has no place for it\.$/,
      ),
    ]);
  });

  test('feedback on a right choice left out has no place and is named (ADR 407)', () => {
    const question = readSample('tests', 'interactionmix_saxony_v3', 'Choicemultiple_871212949.xml');
    expect(question.outcomeFeedback).toEqual({ right: 'Richtig!', wrong: 'Leider Falsch!' });
    expect(question.notes).toContainEqual(
      expect.stringMatching(
        /^Its feedback "Die Lausitz ist eine Region.* are not kept: a multiple answer question here has no place for them\.$/,
      ),
    );
  });
});
