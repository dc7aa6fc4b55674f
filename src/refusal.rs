//! What a game refuses for now, and why (`ActionError::NotNow`, `MoveError::NotNow`): each
//! reason written once, here, for the games that give it and for the app, which words each in
//! the player's language.

pub const NO_HELP_BEFORE_FIRST_CLICK: &str = "no help is noted before the first click";
pub const NOTHING_TO_UNDO: &str = "nothing to undo";
pub const UNDO_REPLAY_FAILED: &str = "the game could not be played again to before its last action";
pub const FIRST_CLICK_STAYS: &str = "the first click, which dealt the board, cannot be undone";
pub const GAME_NOT_PLAYING: &str = "only a game being played can be paused";
pub const GAME_NOT_PAUSED: &str = "the game is not paused";
pub const NOTHING_TO_HOLD_IN_RUN: &str = "the clock is held only while a help asked for during a run is answered";
pub const RUN_NEVER_PAUSED: &str = "a practice run is never paused";
pub const NOTHING_TO_HOLD: &str = "the clock is held only while a help asked for during a solve is answered";
pub const NO_HELP_BLIND: &str = "no help during a blind solve";
pub const SOLVE_NOT_RUNNING: &str = "only a solve under way can be paused";
pub const SOLVE_NOT_PAUSED: &str = "the solve is not paused";
