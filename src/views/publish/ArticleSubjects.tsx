/** An article's subjects: their names, and the quiz editor's Subjects dialog to choose them. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../domain/content/content';
import { Button } from '../ui/Button';
import { SubjectsDialog } from '../quiz/editor/dialogs/SubjectsDialog';

export function ArticleSubjects({
  chosenIds,
  subjects,
  onChange,
}: {
  readonly chosenIds: readonly number[];
  readonly subjects: readonly Tag[];
  readonly onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = subjects.filter((subject) => chosenIds.includes(subject.id));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-slate-800">{t('publish.fieldSubjects')}:</span>
      <span className="text-sm text-slate-800">
        {chosen.length > 0 ? chosen.map((subject) => subject.title).join(', ') : t('publish.noSubjects')}
      </span>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('publish.chooseSubjects')}
      </Button>
      {open && (
        <SubjectsDialog
          selected={chosen}
          onClose={(tags) => {
            setOpen(false);
            if (tags) onChange(tags.map((tag) => tag.id));
          }}
        />
      )}
    </div>
  );
}
