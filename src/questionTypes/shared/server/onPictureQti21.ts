/**
 * What a QTI 2.1 interaction on the question's picture starts with (a hotspot's points, an ordering's or a
 * matching's places, a drawing): the prompt without the picture the interaction shows, and the picture as the
 * interaction's object, at the size its regions are written for.
 */
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import { NOMINAL_SIZE } from '../../hotspot/server/hotspotExport';
import type { Qti21Image } from './questionType';

/** The prompt without the image the interaction shows. */
export function promptWithout(prompt: XmlValue, href: string | undefined): XmlValue {
  if (href === undefined || typeof prompt !== 'object' || prompt === null || Array.isArray(prompt))
    return prompt;
  const node = prompt as XmlNode;
  const img = ((node.img ?? []) as XmlNode[]).filter((i) => i['@_src'] !== href);
  const { img: _all, ...rest } = node;
  return img.length > 0 ? { ...rest, img } : ((rest['#text'] as string | undefined) ?? '');
}

/**
 * The interaction's prompt (when anything is left of it) and its object: the picture described by `description`.
 * `size` is the picture's, else the nominal size regions are written for; `unsized` leaves an unknown size out
 * of the object (a drawing has no regions).
 */
export function pictureInteraction(
  prompt: XmlValue,
  image: Qti21Image | undefined,
  description: string,
  { unsized = false }: { unsized?: boolean } = {},
): { size: { width: number; height: number }; parts: XmlNode } {
  const size = image?.size ?? NOMINAL_SIZE;
  const shown = promptWithout(prompt, image?.href);
  const sizeShown = !unsized || image?.size !== undefined;
  return {
    size,
    parts: {
      ...(shown === '' || shown === undefined ? {} : { prompt: shown }),
      object: {
        '@_data': image?.href ?? '',
        '@_type': image?.type ?? 'image/png',
        ...(sizeShown ? { '@_width': String(size.width), '@_height': String(size.height) } : {}),
        '#text': description,
      },
    },
  };
}
