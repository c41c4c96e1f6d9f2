/**
 * A kept row's JSON, written once when the row is read (ADR 313) and held compactly (ADR 320), in two pieces: the
 * properties that are the row's own (its id, title, dates), as UTF-8 bytes in its list's text store, and those many
 * rows share (its flags, its owner), held once per process for every row and list that has them. The bytes are
 * outside the JavaScript heap, where a hundred thousand rows' texts cost their length and no collector's margin. A
 * page puts each row together as `{own,shared,"actions":…}`: the properties in another order than the route's own
 * writer gives them, the same object.
 */
import type * as z from 'zod';
import { compileStringify } from '../http/serializer';

/** Slabs of this many bytes hold a list's texts, one after another. */
const SLAB_BYTES = 1 << 20;
/** A text's place is its offset times this, plus its length (less than this). */
const PLACE = 1 << 16;

/**
 * The texts of one kept list's rows, appended to slabs of bytes. A changed row's new text is appended and its old
 * one left where it was: once as many bytes were appended as the list was read with, the store is worn and the
 * list is read again (liveList.ts).
 */
export class RowTexts {
  private readonly slabs: Buffer[] = [];
  private used = SLAB_BYTES;
  private readBytes = 0;
  private appended = 0;
  private reading = true;

  /** Stores a text; its place. */
  put(text: string): number {
    const length = Buffer.byteLength(text);
    if (length >= PLACE) throw new Error(`a kept row's text of ${length} bytes`);
    if (this.used + length > SLAB_BYTES) {
      this.slabs.push(Buffer.allocUnsafeSlow(SLAB_BYTES));
      this.used = 0;
    }
    const slab = this.slabs.length - 1;
    this.slabs[slab]!.write(text, this.used);
    const at = slab * SLAB_BYTES + this.used;
    this.used += length;
    if (this.reading) this.readBytes += length;
    else this.appended += length;
    return at * PLACE + length;
  }

  /** The bytes of a text stored at `place`. */
  bytes(place: number): Buffer {
    const length = place % PLACE;
    const at = (place - length) / PLACE;
    const slab = Math.floor(at / SLAB_BYTES);
    const offset = at - slab * SLAB_BYTES;
    return this.slabs[slab]!.subarray(offset, offset + length);
  }

  /** The list is read: what is stored from now on replaces texts stored before. */
  read(): void {
    this.reading = false;
  }

  /** Whether as many bytes were stored since the list was read as when it was read. */
  get worn(): boolean {
    return this.appended > Math.max(this.readBytes, SLAB_BYTES);
  }
}

export interface RowJson {
  /** Where the row's own properties, without the braces, are in its list's texts. */
  readonly own: number;
  readonly texts: RowTexts;
  /** The properties many rows share, without the braces, in UTF-8: held once. */
  readonly shared: Buffer;
}

/** Shared pieces held at most; past it a new one is held by its rows alone. */
const SHARED_MAX = 20_000;
const sharedPieces = new Map<string, Buffer>();

function shared(text: string): Buffer {
  const known = sharedPieces.get(text);
  if (known !== undefined) return known;
  const bytes = Buffer.from(text);
  if (sharedPieces.size < SHARED_MAX) sharedPieces.set(text, bytes);
  return bytes;
}

/** The properties of an object's JSON text without its braces. */
const inner = (json: string): string => json.slice(1, -1);

/**
 * A writer of rows of `schema` as RowJson into a list's texts: `own` names the properties that are each row's own,
 * the others are shared. The own properties are short (titles are bounded).
 */
export function rowJsonWriter<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  own: readonly (keyof Shape & string)[],
): (row: z.input<z.ZodObject<Shape>>, texts: RowTexts) => RowJson {
  const mask = Object.fromEntries(own.map((key) => [key, true])) as Record<string, true>;
  const writeOwn = compileStringify(schema.pick(mask as never))!;
  const writeShared = compileStringify(schema.omit(mask as never))!;
  return (row, texts) => ({
    own: texts.put(inner(writeOwn(row))),
    texts,
    shared: shared(inner(writeShared(row))),
  });
}

const OPEN = Buffer.from('{');
const COMMA = Buffer.from(',');

/** A page's bytes: `start`, each row as `{own,shared<tail>}` with commas between, then `end`. */
export function pageBytes<T>(
  start: string,
  rows: readonly T[],
  json: (row: T) => RowJson,
  tail: (row: T) => Buffer,
  end: string,
): Buffer {
  const chunks: Buffer[] = [Buffer.from(start)];
  rows.forEach((row, index) => {
    const { own, texts, shared: common } = json(row);
    if (index > 0) chunks.push(COMMA);
    chunks.push(OPEN, texts.bytes(own));
    if (common.length > 0) chunks.push(COMMA, common);
    chunks.push(tail(row));
  });
  chunks.push(Buffer.from(end));
  return Buffer.concat(chunks);
}
