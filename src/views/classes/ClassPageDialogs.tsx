/**
 * The class page's dialogs: Edit, Invite students or Share, the quiz and playlist pickers, Student links and a
 * quiz's dates in the class, a playlist's faculty resources (ADR 317).
 */
import type { Class, ClassPlaylist, ClassQuiz } from '../../api/classes/classesContract';
import type { PickerTarget } from '../../machines/classes/classPickerMachine';
import { ClassEmailsDialog } from './ClassEmailsDialog';
import { ClassFormDialog } from './ClassFormDialog';
import { ClassPickerDialog } from './ClassPickerDialog';
import { ClassQuizDatesDialog } from './ClassQuizDatesDialog';
import { StudentLinksDialog } from './StudentLinksDialog';
import { PlaylistResourcesDialog } from '../facultyResources/PlaylistResourcesDialog';

export type OpenDialog =
  | { kind: 'edit' }
  | { kind: 'emails'; mode: 'invite' | 'share' }
  | { kind: 'picker'; target: PickerTarget }
  | { kind: 'links'; quiz: ClassQuiz }
  | { kind: 'dates'; quiz: ClassQuiz }
  | { kind: 'resources'; playlist: ClassPlaylist };

export interface ClassPageDialogsProps {
  readonly classId: number;
  readonly klass: Class;
  readonly open: OpenDialog | null;
  /** `changed`: the dialog changed the class, which is read again. */
  readonly onClose: (changed: boolean) => void;
  /** The class was saved while its dialog stays until it closes itself: read it again. */
  readonly onSaved: () => void;
}

export function ClassPageDialogs({ classId, klass, open, onClose, onSaved }: ClassPageDialogsProps) {
  switch (open?.kind) {
    case 'edit':
      return <ClassFormDialog classId={classId} onClose={() => onClose(false)} onSaved={onSaved} />;
    case 'emails':
      return (
        <ClassEmailsDialog
          classId={classId}
          mode={open.mode}
          initialEmails={open.mode === 'share' ? klass.sharedWith.map((u) => u.email) : []}
          version={open.mode === 'share' ? klass.sharesVersion : null}
          onClose={onClose}
        />
      );
    case 'picker':
      return <ClassPickerDialog classId={classId} target={open.target} onClose={onClose} />;
    case 'links':
      return <StudentLinksDialog classId={classId} quiz={open.quiz} onClose={() => onClose(false)} />;
    case 'dates':
      return <ClassQuizDatesDialog classId={classId} quiz={open.quiz} onClose={onClose} />;
    case 'resources':
      return (
        <PlaylistResourcesDialog classId={classId} playlist={open.playlist} onClose={() => onClose(false)} />
      );
    default:
      return null;
  }
}
