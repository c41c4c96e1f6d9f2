/** Options are lettered A, B, C... in the order they are shown, in the editor, its preview and the viewer. */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);
