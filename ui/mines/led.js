// The counters' digits: at least three, as the classic game shows them, and as many more as
// the number needs (boards hold up to 39,999 mines; a long game passes 999 seconds). A
// negative count (more flags than mines) keeps its sign.

export function led(n) {
  const v = Math.trunc(n);
  return v < 0 ? `-${String(-v).padStart(2, "0")}` : String(v).padStart(3, "0");
}
