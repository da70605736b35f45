// Milliseconds on the machine's wall clock with sub-millisecond steps: comparable between processes (a producer's
// commit and a receiver's arrival), unlike performance.now(), which starts at each process's own origin.
export const wallClockMs = () => performance.timeOrigin + performance.now();
