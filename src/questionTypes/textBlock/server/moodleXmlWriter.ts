/** A text block in Moodle XML (ADR 260): a `description`, worth nothing, with no fields after its text. */
export const textBlockMoodleXmlWriter = () => ({ type: 'description', fields: { defaultgrade: '0' } });
