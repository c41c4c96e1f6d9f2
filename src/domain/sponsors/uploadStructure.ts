/**
 * Whole-file checks of the sponsor uploads (ADR 095): a magic number says what a file claims to be, its structure
 * says whether all of it arrived. A PNG is walked chunk by chunk to its IEND; an MP4 box by box to its last byte.
 * Pure: bytes in, a yes or no out.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const typeAt = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));

const uint32At = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>>
  0;

/**
 * The signature, an IHDR of 13 bytes first, at least one IDAT, and an IEND whose chunk is complete. Bytes after
 * IEND are tolerated (decoders ignore them); a chunk that runs past the end of the file is not.
 */
export function isWholePng(bytes: Uint8Array): boolean {
  if (bytes.length < 8 || !PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return false;
  let offset = 8;
  let chunks = 0;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = uint32At(bytes, offset);
    const type = typeAt(bytes, offset + 4);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (chunks === 0 && (type !== 'IHDR' || length !== 13)) return false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData;
    chunks += 1;
    offset = end;
  }
  return false;
}

/**
 * Top-level boxes that tile the file exactly: 'ftyp' first, a 'moov' (the index a player needs) and an 'mdat'
 * (the media). A 32-bit size of 1 means a 64-bit size follows; 0 means the box runs to the end of the file.
 */
export function isWholeMp4(bytes: Uint8Array): boolean {
  let offset = 0;
  const seen = new Set<string>();
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    const type = typeAt(bytes, offset + 4);
    let size = uint32At(bytes, offset);
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = uint32At(bytes, offset + 8) * 2 ** 32 + uint32At(bytes, offset + 12);
      if (size < 16) return false;
    } else if (size === 0) {
      size = bytes.length - offset;
    } else if (size < 8) {
      return false;
    }
    if (offset === 0 && type !== 'ftyp') return false;
    if (offset + size > bytes.length) return false;
    seen.add(type);
    offset += size;
  }
  return seen.has('ftyp') && seen.has('moov') && seen.has('mdat');
}
