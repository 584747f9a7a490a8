// A map that holds at most `capacity` of weight, dropping the least recently used entries first: the memory of the
// rendered pages (each weighs one) and of the catalogue answers (weighed in bytes).
export class LeastRecentlyUsed<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    this.weight += this.weigh(value);
    for (const [oldest] of this.entries) {
      if (this.weight <= this.capacity) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }
}
