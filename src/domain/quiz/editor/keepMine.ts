/**
 * Keep my changes after a save conflict (ADR 353): this tab's changes are replayed over the version saved in
 * between, so only what this tab changed overwrites it, field by field; what the other save changed elsewhere stays.
 * Replaying the editor's own events is the merge: each event names its field and target (a title, an option's text,
 * a moved item), and an event whose target the other save removed is refused by the reducer and left out.
 */
import { loadedId } from '../quizPayload';
import * as doc from './quizEditorDocument';
import type { EditorActivity, EditorItem, QuizEditorState } from './quizEditorState';

type Ids = Map<string, string>;

/** Server id → this tab's local id of the same thing (new things keep the local id they had when an autosave took them). */
function localIdsOf(state: QuizEditorState): Ids {
  const ids: Ids = new Map();
  for (const activity of state.activities) {
    if (activity.id !== null) ids.set(loadedId.activity(activity.id), activity.originId);
    for (const item of activity.items) {
      if (item.id !== null) ids.set(loadedId.item(item.id), item.originId);
      for (const option of item.textOptions)
        if (option.id !== null) ids.set(loadedId.option(option.id), option.originId);
    }
  }
  return ids;
}

function itemWithIds(item: EditorItem, ids: Ids): EditorItem {
  const local = (id: string) => ids.get(id) ?? id;
  return {
    ...item,
    originId: local(item.originId),
    rightAnswer: item.rightAnswer.map(local),
    textOptions: item.textOptions.map((option) => ({ ...option, originId: local(option.originId) })),
  };
}

/** Their state with this tab's local ids wherever both name the same saved thing, so this tab's events find it. */
function withLocalIds(theirs: QuizEditorState, ids: Ids): QuizEditorState {
  const local = (id: string) => ids.get(id) ?? id;
  const activities: EditorActivity[] = theirs.activities.map((activity) => ({
    ...activity,
    originId: local(activity.originId),
    items: activity.items.map((item) => itemWithIds(item, ids)),
  }));
  return {
    ...theirs,
    activities,
    selectedActivityId: local(theirs.selectedActivityId),
    selectedItemId: theirs.selectedItemId === null ? null : local(theirs.selectedItemId),
  };
}

/**
 * The document that results from keeping this tab's changes over theirs: their state with this tab's steps since
 * the save point replayed on it (each still one undo step). Null when this tab undid past its save point: what it
 * changed is then no longer a list of steps over a saved version, and the caller keeps this tab's document whole.
 */
export function keepMineOver(
  theirs: QuizEditorState,
  mine: doc.QuizEditorDocument,
  point: doc.SavePoint,
): doc.QuizEditorDocument | null {
  const events = doc.draftEventsSince(mine, point);
  if (events === null) return null;
  const base = withLocalIds(theirs, localIdsOf(mine.state));
  return doc.replay(doc.openDocument(base), events);
}
