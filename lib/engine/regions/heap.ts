/** Binary min-heap of (cost, payload) pairs in typed arrays; grows as needed. */
export class MinHeap {
  private costs = new Float64Array(1024);
  private items = new Int32Array(1024);
  size = 0;

  push(cost: number, item: number): void {
    if (this.size === this.costs.length) {
      const costs = new Float64Array(this.size * 2);
      costs.set(this.costs);
      const items = new Int32Array(this.size * 2);
      items.set(this.items);
      this.costs = costs;
      this.items = items;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.costs[parent] <= cost) break;
      this.costs[i] = this.costs[parent];
      this.items[i] = this.items[parent];
      i = parent;
    }
    this.costs[i] = cost;
    this.items[i] = item;
  }

  peekCost(): number {
    return this.costs[0];
  }

  /** Removes the cheapest entry and returns its payload. */
  pop(): number {
    const top = this.items[0];
    const cost = this.costs[--this.size];
    const item = this.items[this.size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.costs[child + 1] < this.costs[child]) child++;
      if (this.costs[child] >= cost) break;
      this.costs[i] = this.costs[child];
      this.items[i] = this.items[child];
      i = child;
    }
    this.costs[i] = cost;
    this.items[i] = item;
    return top;
  }
}
