//! A finished (or abandoned) game as the records keep it, with its proof: the seed, the board
//! or scramble and the timed action log. The app records games through these, and an import
//! checks a game by replaying its log and building the entry again (`replay.rs`).

use super::fifteen::{Solve, Source};
use super::log::{encode_board, encode_fifteen, encode_mines, encode_path};
use super::mines::{Ending, Figures, MinesGame};
use super::now_local;
use crate::fifteen::practice::Run;
use crate::fifteen::{Event, FifteenGame, Status as FifteenStatus};
use crate::minesweeper::{Game, Status};
use crate::time::Millis;

/// The entry for a Minesweeper game at clock reading `now`: won, lost, or abandoned (left
/// after its first click); none for a game not started. Its helps are its log's.
pub fn mines_entry(game: &Game, now: Millis, chosen_seed: bool) -> Option<MinesGame> {
    let ending = match game.status() {
        Status::Won => Ending::Won,
        Status::Lost => Ending::Lost,
        Status::Playing => Ending::Abandoned,
        Status::Ready => return None,
    };
    let summary = game.summary();
    let help = game.helps();
    // A game left unfinished ended at `now`, not at an action.
    let end = (ending == Ending::Abandoned).then_some(now);
    Some(MinesGame {
        ending,
        at: now_local(),
        time_ms: game.elapsed(now).0,
        three_bv: summary.map_or(0, |s| s.three_bv),
        solved_three_bv: summary.map_or(0, |s| s.solved_three_bv),
        clicks: game.clicks().total(),
        seed: game.seed(),
        assisted: !help.is_empty(),
        help,
        chosen_seed,
        proof: true,
        // As first dealt: the adaptive modes' later deals are the replay's to make again.
        board: game.dealt().map(encode_board),
        path: game.events().first().map(|first| encode_path(game.pointer(), first.at)).filter(|p| !p.is_empty()),
        log: Some(encode_mines(game.events(), game.dims(), end)),
        style: Some(game.style()),
        figures: Figures::of(game),
    })
}

/// The entry for a 15-puzzle attempt at `now`: solved, or a DNF (left after its first move);
/// none for one not started. Its helps are its log's.
pub fn solve_entry(game: &FifteenGame, now: Millis) -> Option<Solve> {
    let solved = match game.status() {
        FifteenStatus::Solved => true,
        FifteenStatus::Running | FifteenStatus::Failed => false,
        FifteenStatus::Ready => return None,
    };
    let (source, seed) = (Source::of(game.origin()), game.origin().seed());
    Some(Solve {
        at: now_local(),
        time_ms: solved.then(|| game.elapsed(now).0),
        moves: game.moves(),
        multi_moves: game.multi_moves(),
        scramble: game.scramble().state_string(),
        source,
        assisted: !game.helps().is_empty(),
        help: game.helps(),
        optimal: None,
        splits: Vec::new(),
        seed,
        proof: true,
        controls: crate::fifteen::Controls::NONE,
        log: Some(encode_fifteen(game.events().iter().map(|t| (t.event, t.at)), None)),
    })
}

/// The entry for a practice run at `now`: finished, a blind solve judged unsolved, or a DNF.
pub fn run_entry(run: &Run, now: Millis) -> Option<Solve> {
    let finished = match run.status() {
        FifteenStatus::Solved => true,
        FifteenStatus::Running | FifteenStatus::Failed => false,
        FifteenStatus::Ready => return None,
    };
    // A blind solve ends when it is declared, not at a move: when its stopped clock says,
    // which started at the first move.
    let declared = run.game().is_blind() && run.status() != FifteenStatus::Running;
    let first_move = run.events().find(|t| matches!(t.event, Event::Move(_))).map_or(0, |t| t.at.0);
    let end = declared.then(|| Millis(first_move + run.elapsed(now).0));
    Some(Solve {
        at: now_local(),
        time_ms: finished.then(|| run.elapsed(now).0),
        moves: run.moves(),
        multi_moves: run.multi_moves(),
        scramble: run.scrambles().join(" | "),
        source: Source::of_run(run.origin()),
        assisted: !run.helps().is_empty(),
        help: run.helps(),
        optimal: None,
        splits: run.splits().iter().map(|m| m.0).collect(),
        seed: Some(run.seed()),
        proof: true,
        controls: crate::fifteen::Controls::NONE,
        log: Some(encode_fifteen(run.events().map(|t| (t.event, t.at)), end)),
    })
}
