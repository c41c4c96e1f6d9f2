/**
 * The question types whose component shows the question's image itself (a hotspot is marked on it, and its answer
 * key draws the regions on it), so the screens around them leave the image out.
 * @publicModule the take page and the teacher's screens ask it before showing a question's image.
 */
export const showsItsImage = (questionType: string | undefined) => questionType === 'hotspot';
