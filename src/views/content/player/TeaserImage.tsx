/**
 * A teaser (cover, thumbnail) that falls back to a neutral placeholder without words when its file is broken or
 * missing.
 *
 * @publicModule the quiz viewer shows teasers with it.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { TEASER_PLACEHOLDER } from './teaserPlaceholder';

export function TeaserImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = !src || broken === src ? TEASER_PLACEHOLDER : src;
  return <img {...rest} alt={alt} src={shown} onError={() => setBroken(src ?? null)} />;
}
