/**
 * A text block in GIFT (ADR 260): its text without an answer section, which Moodle's GIFT import reads as a
 * description. `null` tells the GIFT writer to write no `{…}`.
 */
export const textBlockGiftWriter = (): string[] | null => null;
