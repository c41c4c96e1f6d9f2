/**
 * The units of lab science a numeric answer may be written in (ADR 379): the SI base and derived units with every SI
 * prefix (`mm`, `µm`, `nm`, `kPa`, `kJ`, `mmol`, `µL`), and the usual others (`Å`, `L`, `M` for mol/L, `atm`, `mmHg`,
 * `Torr`, `bar`, `eV`, `Da`, `cal`, `min`, `h`, `°C`). A unit is a product of them, each with a power, and a
 * quotient after `/` (`m/s^2`, `mol/L`, `J/(mol K)`, `kg m² s⁻²`). Two units convert when their dimensions agree;
 * a lone temperature converts with its offset (°C ↔ K), one inside a compound unit counts as a kelvin.
 */

/** Powers of length, mass, time, current, temperature and amount. */
type Dimension = readonly number[];

interface UnitDef {
  /** What one of it is in SI base units (kg for mass). */
  readonly factor: number;
  readonly dimension: Dimension;
  /** Whether an SI prefix may stand before it. */
  readonly prefixed: boolean;
  /** Added after the factor to reach kelvin (°C), for a lone temperature. */
  readonly offset?: number;
}

const dim = (l = 0, m = 0, t = 0, i = 0, k = 0, n = 0): Dimension => [l, m, t, i, k, n];
const ENERGY = dim(2, 1, -2);
const PRESSURE = dim(-1, 1, -2);
const ELECTRON_VOLT = 1.602176634e-19;
const DALTON = 1.6605390666e-27;
const ATMOSPHERE = 101325;

const SYMBOLS: Readonly<Record<string, UnitDef>> = {
  m: { factor: 1, dimension: dim(1), prefixed: true },
  g: { factor: 1e-3, dimension: dim(0, 1), prefixed: true },
  s: { factor: 1, dimension: dim(0, 0, 1), prefixed: true },
  A: { factor: 1, dimension: dim(0, 0, 0, 1), prefixed: true },
  K: { factor: 1, dimension: dim(0, 0, 0, 0, 1), prefixed: true },
  mol: { factor: 1, dimension: dim(0, 0, 0, 0, 0, 1), prefixed: true },
  L: { factor: 1e-3, dimension: dim(3), prefixed: true },
  l: { factor: 1e-3, dimension: dim(3), prefixed: true },
  M: { factor: 1e3, dimension: dim(-3, 0, 0, 0, 0, 1), prefixed: true },
  Hz: { factor: 1, dimension: dim(0, 0, -1), prefixed: true },
  N: { factor: 1, dimension: dim(1, 1, -2), prefixed: true },
  Pa: { factor: 1, dimension: PRESSURE, prefixed: true },
  J: { factor: 1, dimension: ENERGY, prefixed: true },
  W: { factor: 1, dimension: dim(2, 1, -3), prefixed: true },
  C: { factor: 1, dimension: dim(0, 0, 1, 1), prefixed: true },
  V: { factor: 1, dimension: dim(2, 1, -3, -1), prefixed: true },
  Ω: { factor: 1, dimension: dim(2, 1, -3, -2), prefixed: true },
  ohm: { factor: 1, dimension: dim(2, 1, -3, -2), prefixed: true },
  eV: { factor: ELECTRON_VOLT, dimension: ENERGY, prefixed: true },
  Da: { factor: DALTON, dimension: dim(0, 1), prefixed: true },
  bar: { factor: 1e5, dimension: PRESSURE, prefixed: true },
  cal: { factor: 4.184, dimension: ENERGY, prefixed: true },
  Å: { factor: 1e-10, dimension: dim(1), prefixed: false },
  atm: { factor: ATMOSPHERE, dimension: PRESSURE, prefixed: false },
  mmHg: { factor: 133.322387415, dimension: PRESSURE, prefixed: false },
  Torr: { factor: ATMOSPHERE / 760, dimension: PRESSURE, prefixed: false },
  min: { factor: 60, dimension: dim(0, 0, 1), prefixed: false },
  h: { factor: 3600, dimension: dim(0, 0, 1), prefixed: false },
  '°C': { factor: 1, dimension: dim(0, 0, 0, 0, 1), prefixed: false, offset: 273.15 },
  degC: { factor: 1, dimension: dim(0, 0, 0, 0, 1), prefixed: false, offset: 273.15 },
};

/** Keyed as NFKC writes them (`Ω`, `Å` and `µ` have two code points each), as answers are read. */
const UNITS: Readonly<Record<string, UnitDef>> = Object.fromEntries(
  Object.entries(SYMBOLS).map(([symbol, unit]) => [symbol.normalize('NFKC'), unit]),
);

const PREFIX_SCALES: Readonly<Record<string, number>> = {
  Y: 1e24,
  Z: 1e21,
  E: 1e18,
  P: 1e15,
  T: 1e12,
  G: 1e9,
  M: 1e6,
  k: 1e3,
  h: 1e2,
  da: 1e1,
  d: 1e-1,
  c: 1e-2,
  m: 1e-3,
  µ: 1e-6,
  u: 1e-6,
  n: 1e-9,
  p: 1e-12,
  f: 1e-15,
  a: 1e-18,
  z: 1e-21,
  y: 1e-24,
};

const PREFIXES = Object.entries(PREFIX_SCALES).map(
  ([prefix, scale]) => [prefix.normalize('NFKC'), scale] as const,
);

/** A unit read: what one of it is in SI base units, its dimension, and its offset when it is a lone temperature. */
export interface ReadUnit {
  readonly factor: number;
  readonly dimension: Dimension;
  readonly offset?: number;
}

/** One symbol with an optional prefix: the whole symbol first (`min`, `mmHg`, `Pa`), then prefix + symbol. */
function symbolOf(text: string): UnitDef | undefined {
  const whole = UNITS[text];
  if (whole) return whole;
  for (const [prefix, scale] of PREFIXES) {
    if (!text.startsWith(prefix)) continue;
    const unit = UNITS[text.slice(prefix.length)];
    if (unit?.prefixed) return { ...unit, factor: unit.factor * scale };
  }
  return undefined;
}

const FACTOR = /^([^\d^()+-]+?)\s*(?:\^\s*\(?\s*([-+]?\d+)\s*\)?|([-+]?\d+))?$/;

/** One factor of a unit (`kg`, `m^2`, `s-2`, `cm3`) as [unit, power]. */
function factorOf(text: string): readonly [UnitDef, number] | undefined {
  const found = FACTOR.exec(text);
  if (!found) return undefined;
  const unit = symbolOf(found[1]!);
  const power = Number(found[2] ?? found[3] ?? 1);
  return unit && power !== 0 ? [unit, power] : undefined;
}

/** The factors of one side of a quotient, apart at spaces, `*`, `·` or `⋅` (brackets around them dropped). */
const factorsOf = (side: string) =>
  side
    .replace(/^\((.*)\)$/, '$1')
    .split(/\s*[*·⋅]\s*|\s+/)
    .filter((part) => part !== '');

/** A unit as written (NFKC-normalised: `µ` may be `μ` or `u`, `²` may be `2`), or undefined when it is not one. */
export function readUnit(written: string): ReadUnit | undefined {
  const text = written
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim();
  if (text === '' || text.length > 40) return undefined;
  const lone = symbolOf(text);
  if (lone) return lone;
  const [top, ...bottoms] = text.split('/').map((side) => side.trim());
  const sides = [
    { sign: 1, parts: top === '1' ? [] : factorsOf(top!) },
    ...bottoms.map((bottom) => ({ sign: -1, parts: factorsOf(bottom) })),
  ];
  let factor = 1;
  const dimension = [0, 0, 0, 0, 0, 0];
  for (const { sign, parts } of sides) {
    if (sign === -1 && parts.length === 0) return undefined;
    for (const part of parts) {
      const read = factorOf(part);
      if (!read) return undefined;
      const [unit, power] = read;
      factor *= unit.factor ** (sign * power);
      unit.dimension.forEach((exponent, index) => (dimension[index]! += exponent * sign * power));
    }
  }
  return { factor, dimension };
}

const sameDimension = (a: Dimension, b: Dimension) => a.every((exponent, index) => exponent === b[index]);

/** Whether a unit is written as the lab sciences write one (the save check of the answer's unit). */
export const isKnownUnit = (written: string): boolean => readUnit(written) !== undefined;

/**
 * A number in the unit `from` converted to the unit `to`; undefined when either is not a unit or their dimensions
 * differ. A lone temperature converts with its offset (20 °C is 293.15 K).
 */
export function convertUnit(number: number, from: string, to: string): number | undefined {
  const source = readUnit(from);
  const target = readUnit(to);
  if (!source || !target || !sameDimension(source.dimension, target.dimension)) return undefined;
  const base = number * source.factor + (source.offset ?? 0);
  const converted = (base - (target.offset ?? 0)) / target.factor;
  return Number.isFinite(converted) ? converted : undefined;
}
