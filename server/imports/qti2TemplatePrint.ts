/**
 * A template variable as an item prints it (`printedVariable`, ADR 280): with the item's `format`, the C printf
 * conversions QTI's number formatting rules take (`%d`, `%.2f`, `%e`, `%g`, `%x`, `%s`, with flags and width), in
 * another `base`, one value of an ordered container (`index`), a container's values joined by `delimiter`, and the
 * number of decimals some tools write as `round` or `decimal`; else the value as QTI prints it.
 */
import { scalarText, type Scalar, type Value } from './qti2TemplateValues';

const CONVERSION = /%%|%([-+ #0]*)(\d*)(?:\.(\d*))?([diuoxXeEfFgGs])/g;

/** The widest field and the most digits a format may ask for: a text, not a page of padding. */
const FIELD_MAX = 100;

/** C's `%e`: at least two digits of exponent, with its sign. */
function exponential(n: number, precision: number): string {
  const [mantissa, exponent] = n.toExponential(precision).split('e');
  const power = Number(exponent);
  return `${mantissa}e${power < 0 ? '-' : '+'}${String(Math.abs(power)).padStart(2, '0')}`;
}

/** Trailing zeros of the fraction left out (`%g` without `#`): 1.500000e+03 is 1.5e+03, 120.000 is 120. */
const withoutTrailingZeros = (text: string) =>
  text.replace(/(\.\d*?)0+(?=$|e)/, '$1').replace(/\.(?=$|e)/, '');

/** C's `%g`: `%e` when the exponent is below -4 or not below the precision, else `%f`, trailing zeros left out. */
function general(n: number, precision: number, keepZeros: boolean): string {
  const figures = precision === 0 ? 1 : precision;
  const power = n === 0 ? 0 : Number(n.toExponential(figures - 1).split('e')[1]);
  const text =
    power < -4 || power >= figures
      ? exponential(n, figures - 1)
      : n.toFixed(Math.max(0, figures - 1 - power));
  return keepZeros ? text : withoutTrailingZeros(text);
}

/** The digits of a number (its absolute value) under one conversion. */
function digits(n: number, conversion: string, precision: number | undefined, flags: string): string {
  switch (conversion.toLowerCase()) {
    case 'd':
    case 'i':
    case 'u':
      return String(Math.round(n)).padStart(precision ?? 1, '0');
    case 'o':
      return (flags.includes('#') ? '0' : '') + Math.round(n).toString(8);
    case 'x':
      return (flags.includes('#') ? '0x' : '') + Math.round(n).toString(16);
    case 'f':
      return n.toFixed(precision ?? 6);
    case 'e':
      return exponential(n, precision ?? 6);
    default:
      return general(n, precision ?? 6, flags.includes('#'));
  }
}

/** One conversion of a value: text as it is (`%s`, or a number format of a non-number), numbers signed and padded. */
function converted(
  value: Scalar,
  flags: string,
  width: number,
  precision: number | undefined,
  conversion: string,
) {
  if (conversion === 's' || typeof value !== 'number') {
    const text = scalarText(value).slice(0, precision ?? undefined);
    return flags.includes('-') ? text.padEnd(width) : text.padStart(width);
  }
  const body = digits(Math.abs(value), conversion, precision, flags);
  const upper = conversion === conversion.toUpperCase() ? body.toUpperCase() : body;
  const signed = value < 0 ? '-' : flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
  if (signed.length + upper.length >= width) return signed + upper;
  if (flags.includes('-')) return (signed + upper).padEnd(width);
  if (flags.includes('0')) return signed + upper.padStart(width - signed.length, '0');
  return (signed + upper).padStart(width);
}

/** A value through a printf format: each conversion is the value, `%%` a percent sign, the rest as written. */
export function formatted(format: string, value: Scalar): string {
  return format.replace(
    CONVERSION,
    (
      whole,
      flags: string | undefined,
      width: string | undefined,
      precision: string | undefined,
      conversion,
    ) =>
      whole === '%%'
        ? '%'
        : converted(
            value,
            flags ?? '',
            Math.min(Number(width || 0), FIELD_MAX),
            precision === undefined ? undefined : Math.min(Number(precision || 0), FIELD_MAX),
            conversion as string,
          ),
  );
}

/** `1.5e+03` as a reader writes it, `1.5 × 10^3` (`powerForm`). */
const powerForm = (text: string) =>
  text.replace(
    /(\d(?:\.\d+)?)[eE]([+-]?\d+)/g,
    (_, mantissa: string, power: string) => `${mantissa} × 10^${Number(power)}`,
  );

/**
 * A `printedVariable`'s text. `whole` reads an attribute that is a whole number or a reference to a template
 * variable holding one (`index="i"`, `base="{B}"`).
 */
export function printed(
  value: Value,
  attributes: Readonly<Record<string, string>>,
  whole: (written: string | undefined) => number | undefined,
): string {
  if (value === null) return '';
  const index = whole(attributes.index);
  const values =
    index !== undefined && value.cardinality !== 'single'
      ? [value.values[index - 1]].flatMap((v) => v ?? [])
      : value.values;
  const base = whole(attributes.base) ?? 10;
  const decimals = whole(attributes.round ?? attributes.decimal);
  const one = (v: Scalar): string => {
    if (attributes.format) return formatted(attributes.format, v);
    if (typeof v !== 'number') return scalarText(v);
    if (decimals !== undefined && decimals >= 0 && decimals <= 20) return v.toFixed(decimals);
    if (base !== 10 && base >= 2 && base <= 36 && Number.isInteger(v)) return v.toString(base);
    return scalarText(v);
  };
  const texts = values.map(one);
  return (attributes.powerForm === 'true' ? texts.map(powerForm) : texts).join(attributes.delimiter ?? ';');
}
