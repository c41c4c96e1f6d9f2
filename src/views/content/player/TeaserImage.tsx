/**
 * A teaser (cover, thumbnail) that falls back to the coming-soon image when its file is broken or missing.
 *
 * @publicModule the quiz viewer shows teasers with it.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { COMING_SOON_IMAGE } from './comingSoonImage';

export function TeaserImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = !src || broken === src ? COMING_SOON_IMAGE : src;
  return <img {...rest} alt={alt} src={shown} onError={() => setBroken(src ?? null)} />;
}
