/** Moodle's grade fractions, as Moodle XML and GIFT exports write them. */

/** A Moodle grade fraction (percent, at most 7 significant decimals as Moodle writes them). */
export const fraction = (percent: number) => String(Number(percent.toFixed(5)));
