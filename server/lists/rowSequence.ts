/**
 * The rows of a kept list in their order, held in blocks of a few hundred (ADR 320): a row goes in or out at any
 * place by moving the rows of its block only, and a row's position is its block's start and its place in the block.
 * A block's start is worked out again, for the blocks after a change only, when a position is next asked.
 */

/** What the sequence holds: it keeps each one's block and place in it. */
export interface Sequenced {
  block: Block<Sequenced> | null;
  index: number;
}

interface Block<E> {
  readonly items: E[];
  start: number;
}

/** Rows a block holds at most before it splits; a new sequence fills its blocks to half of it. */
const BLOCK_MAX = 1024;

export class RowSequence<E extends Sequenced> {
  private blocks: Block<E>[] = [];
  /** Blocks from this one on have a stale start. */
  private staleFrom = 0;
  private count = 0;

  constructor(items: readonly E[]) {
    for (let at = 0; at < items.length; at += BLOCK_MAX / 2) {
      this.blocks.push(this.blockOf(items.slice(at, at + BLOCK_MAX / 2)));
    }
    this.count = items.length;
  }

  get length(): number {
    return this.count;
  }

  private blockOf(items: E[]): Block<E> {
    const block: Block<E> = { items, start: 0 };
    this.renumber(block, 0);
    return block;
  }

  /** Each row's place in its block, from `from` on. */
  private renumber(block: Block<E>, from: number): void {
    for (let index = from; index < block.items.length; index += 1) {
      const item = block.items[index]!;
      item.block = block as Block<Sequenced>;
      item.index = index;
    }
  }

  private fresh(): void {
    if (this.staleFrom >= this.blocks.length) return;
    let start = this.staleFrom === 0 ? 0 : this.blocks[this.staleFrom - 1]!.start;
    if (this.staleFrom > 0) start += this.blocks[this.staleFrom - 1]!.items.length;
    for (let at = this.staleFrom; at < this.blocks.length; at += 1) {
      const block = this.blocks[at]!;
      block.start = start;
      start += block.items.length;
    }
    this.staleFrom = this.blocks.length;
  }

  /** The block holding position `position` (the last one for the position past the end). */
  private blockAt(position: number): number {
    this.fresh();
    let low = 0;
    let high = this.blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.blocks[middle]!.start <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  at(position: number): E {
    const block = this.blocks[this.blockAt(position)]!;
    return block.items[position - block.start]!;
  }

  /** The rows from `from` up to `to` (exclusive). */
  slice(from: number, to: number): E[] {
    const end = Math.min(to, this.count);
    const found: E[] = [];
    if (from >= end) return found;
    for (let at = this.blockAt(from); at < this.blocks.length && found.length < end - from; at += 1) {
      const block = this.blocks[at]!;
      const first = Math.max(0, from - block.start);
      const last = Math.min(block.items.length, end - block.start);
      for (let index = first; index < last; index += 1) found.push(block.items[index]!);
    }
    return found;
  }

  /** A held row's position. */
  positionOf(item: E): number {
    this.fresh();
    return (item.block as Block<E>).start + item.index;
  }

  forEach(visit: (item: E) => void): void {
    for (const block of this.blocks) for (const item of block.items) visit(item);
  }

  /** Puts `item` at `position` (0 … length): the rows from there on move one place on. */
  insertAt(position: number, item: E): void {
    if (this.blocks.length === 0) {
      this.blocks.push(this.blockOf([item]));
      this.count = 1;
      this.staleFrom = 0;
      return;
    }
    const at = this.blockAt(position);
    const block = this.blocks[at]!;
    const index = Math.min(position - block.start, block.items.length);
    block.items.splice(index, 0, item);
    this.renumber(block, index);
    this.count += 1;
    this.staleFrom = Math.min(this.staleFrom, at + 1);
    if (block.items.length > BLOCK_MAX) {
      const half = block.items.splice(BLOCK_MAX / 2);
      this.blocks.splice(at + 1, 0, this.blockOf(half));
      this.staleFrom = Math.min(this.staleFrom, at + 1);
    }
  }

  /** Takes a held row out. */
  remove(item: E): void {
    const block = item.block as Block<E>;
    block.items.splice(item.index, 1);
    this.renumber(block, item.index);
    item.block = null;
    this.count -= 1;
    const at = this.blocks.indexOf(block);
    if (block.items.length === 0) {
      this.blocks.splice(at, 1);
      this.staleFrom = Math.min(this.staleFrom, at);
    } else this.staleFrom = Math.min(this.staleFrom, at + 1);
  }

  /**
   * The first position whose row `before` says comes after the one placed (`before(row)` true), the rows being in
   * that order (false up to some place, true from there on); the length when none does.
   */
  firstAfter(before: (item: E) => boolean): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(this.at(middle))) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}
