import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../../src/app/data/keepUnchanged';

const doc = (id: string, price: number) => ({ id, price });

describe('keeping unchanged documents of a new live-query result', () => {
  it('gives back the previous list when no document changed', () => {
    const previous = [doc('1', 5), doc('2', 7)];
    expect(keepUnchanged(previous, [doc('1', 5), doc('2', 7)])).toBe(previous);
  });

  it('keeps the objects of unchanged documents and takes the changed one', () => {
    const previous = [doc('1', 5), doc('2', 7)];
    const next = keepUnchanged(previous, [doc('1', 5), doc('2', 9)]);
    expect(next).not.toBe(previous);
    expect(next[0]).toBe(previous[0]);
    expect(next[1]).toEqual(doc('2', 9));
    expect(next[1]).not.toBe(previous[1]);
  });

  it('follows a new order and a removed document, reusing the documents that stayed', () => {
    const previous = [doc('1', 5), doc('2', 7), doc('3', 1)];
    const next = keepUnchanged(previous, [doc('3', 1), doc('1', 5)]);
    expect(next).toEqual([doc('3', 1), doc('1', 5)]);
    expect(next[0]).toBe(previous[2]);
    expect(next[1]).toBe(previous[0]);
  });

  it('takes a first result with its own documents', () => {
    const next = [doc('1', 5)];
    const kept = keepUnchanged([], next);
    expect(kept).toEqual(next);
    expect(kept[0]).toBe(next[0]);
  });
});
