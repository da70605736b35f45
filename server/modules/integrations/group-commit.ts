// Group commit: work items handed in one by one are written together. While one batch is being written, the items
// that arrive wait and form the next batch, so under load each transaction carries many items and when quiet an item
// is written at once (no timer). Each caller's promise settles when its batch is written (or fails with it).
export class GroupCommit<T> {
  private queued: { item: T; done: () => void; failed: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly write: (items: T[]) => Promise<void>) {}

  add(item: T): Promise<void> {
    return new Promise<void>((done, failed) => {
      this.queued.push({ item, done, failed });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queued.length > 0) {
      const batch = this.queued;
      this.queued = [];
      try {
        await this.write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    this.writing = false;
  }
}
