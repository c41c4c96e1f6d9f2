/**
 * A matching question's pictures on the student page (ADR 311): a prompt's picture in its label, above its name
 * (the picture's alternative text when the prompt has no text), and the answers' pictures, each captioned with the answer it
 * is, above the list (a select's options show text only).
 */
import { MathText } from '../../../views/ui/MathText';
import { OptionPictureSchema, type OptionPicture } from '../../shared/domain/optionPicture';
import { OptionPictureImage } from '../../shared/views/OptionPictureImage';

/** The picture the view gives under `key`, if it is one. */
export function pictureFrom(
  view: Record<string, unknown> | undefined,
  key: string,
): OptionPicture | undefined {
  const value = view?.[key];
  if (typeof value !== 'string') return undefined;
  try {
    const parsed = OptionPictureSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A prompt's label: its picture, then its name (its text, else the picture's alternative text). */
export function MatchingPromptLabel({
  view,
  index,
  prompt,
}: {
  view: Record<string, unknown> | undefined;
  index: number;
  prompt: string;
}) {
  const picture = pictureFrom(view, `promptPicture.${index}`);
  if (!picture) return <MathText text={prompt} />;
  // The name stays visible (a select needs a visible label); a picture it already names is not read twice.
  const named = picture.alt.trim() === prompt;
  return (
    <span className="flex flex-col gap-1">
      <OptionPictureImage picture={named ? { ...picture, alt: '' } : picture} />
      <MathText text={prompt} />
    </span>
  );
}

/** The answers that are pictures, each with the name it is chosen by. */
export function MatchingAnswerPictures({
  view,
  answers,
}: {
  view: Record<string, unknown> | undefined;
  answers: readonly string[];
}) {
  const shown = answers.flatMap((answer, index) => {
    const picture = pictureFrom(view, `answerPicture.${index}`);
    return picture ? [{ answer, picture }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 desk:grid-cols-4">
      {shown.map(({ answer, picture }) => (
        <li key={answer}>
          <figure className="flex flex-col gap-1">
            <OptionPictureImage picture={{ ...picture, alt: '' }} />
            <figcaption className="user-text text-sm text-slate-900">
              <MathText text={answer} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
