// Which key asks for which practice control (mines/practice.js does the asking).

/** The control a key asks for, or null: `u` or Ctrl+Z undo, `p` pauses or resumes. */
export function practiceKey(key, ctrl, paused) {
  if ((ctrl && (key === "z" || key === "Z")) || (!ctrl && (key === "u" || key === "U"))) return "undo";
  if (!ctrl && (key === "p" || key === "P")) return paused ? "resume" : "pause";
  return null;
}
