/**
 * The question types whose component shows the question's image itself (a hotspot is marked on it, and its answer
 * key draws the regions on it; an ordering or a matching of places on it, ADR 307 and 310, by its definition or
 * student view; a file upload the student draws on, ADR 306), so the screens around them leave the image out.
 * @publicModule the take page and the teacher's screens ask it before showing a question's image.
 */
import { showsPlaces } from '../../ordering/views/placesView';

export const showsItsImage = (questionType: string | undefined, content?: unknown) =>
  questionType === 'hotspot' ||
  (questionType === 'ordering' && showsPlaces(content)) ||
  (questionType === 'matching' && showsPlaces(content, 'pairs')) ||
  (questionType === 'fileUpload' && asksForDrawing(content));

/** A file upload the student draws on the picture of (ADR 306), by its definition or student view. */
const asksForDrawing = (content: unknown) =>
  typeof content === 'object' && content !== null && (content as { drawing?: unknown }).drawing === true;
