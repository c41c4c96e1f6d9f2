/**
 * A measured numeric answer's parts (ADR 384): the value, and the unit and the significant figures asked, each said
 * right or wrong; a wrong part lost its share of the points. A unit or figures right beside a value that earned
 * nothing earn nothing either (ADR 380), and the list says so. Worded by the page that shows it.
 */
import { Fragment } from 'react';
import type { MeasuredParts } from '../domain/numericReview';
import type { NumericPartsText } from './numericTakeText';

type Verdict = keyof NumericPartsText['verdict'];

const VERDICT_CLASS: Readonly<Record<Verdict, string>> = {
  right: 'text-green-900',
  partly: 'text-amber-900',
  lost: 'text-red-800',
  needsValue: 'text-amber-900',
};

export function NumericPartsList({
  parts,
  text,
}: {
  readonly parts: MeasuredParts;
  readonly text: NumericPartsText;
}) {
  const valueEarns = parts.value !== 'none';
  const side = (right: boolean): Verdict => (!right ? 'lost' : valueEarns ? 'right' : 'needsValue');
  const rows: (readonly [string, string, Verdict])[] = [
    [
      'value',
      text.partValue,
      parts.value === 'full' ? 'right' : parts.value === 'partial' ? 'partly' : 'lost',
    ],
  ];
  if (parts.unit) rows.push(['unit', text.partUnit(parts.unit.symbol), side(parts.unit.right)]);
  if (parts.sigFigs)
    rows.push([
      'sigFigs',
      text.partSigFigs(parts.sigFigs.rule, parts.sigFigs.count),
      side(parts.sigFigs.right),
    ]);
  return (
    <section aria-label={text.partsTitle} className="mt-2 text-sm">
      <p className="font-semibold text-slate-700">{text.partsTitle}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([key, label, verdict]) => (
          <Fragment key={key}>
            <dt className="text-slate-700">{label}</dt>
            <dd className={VERDICT_CLASS[verdict]}>{text.verdict[verdict]}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
