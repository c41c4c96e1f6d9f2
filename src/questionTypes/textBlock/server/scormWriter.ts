/**
 * A text block in the SCORM 1.2 player (ADR 260): its text and pictures between the questions, not numbered, not
 * scored and not reported as an interaction (`block`: the player shows it apart from the questions).
 */
const data = () => ({});

/** The player's part: `el` is the player's own. */
const script = String.raw`  TYPES.textBlock = {
    block: true,
    render: function (item, box) {
      box.appendChild(el('p', {}, item.title));
    },
    score: function () {
      return null;
    },
    interaction: function () {
      return { type: 'performance', response: '' };
    }
  };
`;

export const textBlockScormWriter = { data, script } as const;
