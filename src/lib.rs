//! Tessera's engine: the rules of every puzzle, their generators, solvers and metrics.
//!
//! Nothing here knows about Tauri, a webview or a terminal: the app (`src-tauri/`) and the
//! CLI (`src/bin/`) are thin shells that turn input into actions and render what comes back.
//! A game is a value; an action applied to it either changes it and says what changed, or
//! fails and leaves it untouched.

pub mod fifteen;
pub mod assist;
pub mod minesweeper;
pub mod portable;
pub mod refusal;
pub mod records;
pub mod rng;
pub mod time;

/// The most pauses and undos one game or attempt keeps (each is an event of its log, which a
/// replay and the journal carry): far past any real use, and a bound on what the page can make
/// the backend hold. A resume is always allowed; there are never more of them than pauses.
pub const MAX_CONTROLS: usize = 10_000;
