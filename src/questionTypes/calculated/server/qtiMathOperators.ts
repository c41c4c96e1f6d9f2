/**
 * QTI 2.2's mathOperator names and the console's functions they stand for, read and written from this one table.
 * The console's `log` is the natural logarithm, so it is written as `ln`; `log10` is QTI's `log`.
 */

/** QTI 2.2's mathOperator names, as the console's functions. */
export const QTI_MATH_FUNCTIONS: Readonly<Record<string, string>> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  asin: 'asin',
  acos: 'acos',
  atan: 'atan',
  exp: 'exp',
  ln: 'ln',
  log: 'log10',
  abs: 'abs',
  floor: 'floor',
  ceil: 'ceil',
};

/** The mathOperator name of each of the console's functions that QTI 2.2 has. */
export const QTI_MATH_OPERATORS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(QTI_MATH_FUNCTIONS).map(([qti, name]) => [name, qti])),
  log: 'ln',
};
