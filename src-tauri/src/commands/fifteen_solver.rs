//! The 15-puzzle's solvers at the player's request: `fifteen_hint() -> Hint` (the best next
//! move from the current position and the moves left), `fifteen_solution() -> Solution`
//! (every move from here, for the page to play), both of which make the attempt assisted
//! (kept, never in bests or averages), and, after a solve, `fifteen_optimal() ->
//! OptimalReport` (the scramble's optimal length beside the player's, kept with the record,
//! an optimal solution, and the player's first move off every optimal path).
//! Answers are optimal where a search is quick (`solver::best`), else the reduction's, so labelled.
//! They are async: the search, and on 4x4 the first build of the tables, never run on the
//! thread that paints, and a move never waits for them.

use crate::error::CommandError;
use crate::l10n::errors::Says;
use crate::l10n::said::Said;
use crate::fifteen_session::Play;
use crate::state::AppState;
use serde::Serialize;
use tauri::State;
use std::sync::Arc;
use tessera::fifteen::solver::{always_optimal, analyse_path, best, Deviation, Tables};
use tessera::fifteen::{Aid, Board, Direction, Shape, Status};
use tessera::records::change::Change;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hint {
    /// The direction the tile moves, as `fifteen_move` takes it.
    pub direction: Direction,
    /// The cell (row-major) of the tile that moves.
    pub cell: u32,
    /// Moves left with the solution it comes from, this one included.
    pub distance: u32,
    /// Whether that solution is optimal or the reduction's (`solver::best`).
    pub optimal: bool,
    /// The clock when the answer came (held while the player waited for it: `Held`).
    pub elapsed_ms: u64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Solution {
    /// The directions the tiles move, in order.
    pub moves: Vec<Direction>,
    pub optimal: bool,
    /// The clock when the answer came.
    pub elapsed_ms: u64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OptimalReport {
    /// The fewest moves that solve the scramble.
    pub optimal: u32,
    /// The player's moves.
    pub yours: u32,
    /// The fewest over the player's (`records::fifteen::efficiency`, the records' rule).
    pub efficiency: Option<f64>,
    /// One optimal solution of the scramble.
    pub solution: Vec<Direction>,
    /// The player's first move off every optimal path, if any.
    pub first_off: Option<Deviation>,
}

#[tauri::command]
pub async fn fifteen_hint(state: State<'_, AppState>) -> Result<Hint, CommandError> {
    hint(&state)
}

#[tauri::command]
pub async fn fifteen_solution(state: State<'_, AppState>) -> Result<Solution, CommandError> {
    solution(&state)
}

#[tauri::command]
pub async fn fifteen_optimal(state: State<'_, AppState>) -> Result<OptimalReport, CommandError> {
    optimal_report(&state)
}

/// The pattern databases when `board` is a 4x4 (waiting for them the first time), else none.
fn tables_for(state: &AppState, board: &Board) -> Option<Arc<Tables>> {
    (board.shape() == Shape::FOUR).then(|| state.tables.get())
}

/// The best solution there is for `board`, and whether it is optimal (`solver::best`).
fn best_solution(state: &AppState, board: &Board) -> Result<(Vec<Direction>, bool), CommandError> {
    let answer = best(board, tables_for(state, board).as_deref()).map_err(|e| CommandError::Optimal(e.said()))?;
    Ok((answer.moves, answer.optimal))
}

/// A help asked for: the board it is for, and the attempt's clock held until the answer
/// comes, if it is (`Held::release` runs it on).
struct Asked {
    board: Board,
    held: Option<Held>,
}

/// An attempt's clock held from an aid until its answer, in the board dealt it was held on.
struct Held {
    game: u32,
}

/// The current board of an unsolved attempt, with `aid` noted in its log (it is assisted
/// from now on). When the answer will wait for the pattern tables (seconds, the first time),
/// the attempt's clock (a single solve's or a run's) is held from now until the answer: the
/// player asked and waits, and the wait is not their time (a move meanwhile runs it on).
fn help(state: &AppState, aid: Aid) -> Result<Asked, CommandError> {
    let mut session = state.fifteen();
    if session.game().status() == Status::Solved {
        return Err(CommandError::Solved);
    }
    if session.numbers_hidden() {
        return Err(CommandError::NotNow(Said::new("error-no-help-blind-shows")));
    }
    let now = state.clock.now();
    session.aid(aid, now)?;
    let board = session.game().board().clone();
    let slow = board.shape() == Shape::FOUR && !state.tables.is_ready();
    let dealt = session.inbox.game();
    let held = match &mut session.play {
        Play::Single(game) if slow => game.wait(now).is_ok().then_some(Held { game: dealt }),
        Play::Run(run) if slow => run.wait(now).is_ok().then_some(Held { game: dealt }),
        _ => None,
    };
    state.journal(&mut session);
    Ok(Asked { board, held })
}

impl Held {
    /// The answer is here: the clock runs on, if the game is still the one held and still
    /// waiting (a move meanwhile has run it on already). The clock's reading then.
    fn release(held: Option<Held>, state: &AppState) -> u64 {
        let mut session = state.fifteen();
        let now = state.clock.now();
        let dealt = session.inbox.game();
        if held.is_some_and(|h| h.game == dealt) {
            // Still waiting, the clock is held: resuming it cannot fail.
            let resumed = match &mut session.play {
                Play::Single(game) => game.is_waiting() && game.resume(now).is_ok(),
                Play::Run(run) => run.is_waiting() && run.resume(now).is_ok(),
            };
            if resumed {
                state.journal(&mut session);
            }
        }
        super::fifteen::shown_of(&session, state).elapsed_ms
    }
}

pub fn hint(state: &AppState) -> Result<Hint, CommandError> {
    let Asked { board, held } = help(state, Aid::Hint)?;
    let solution = best_solution(state, &board);
    let elapsed_ms = Held::release(held, state);
    let (moves, optimal) = solution?;
    let direction = *moves.first().ok_or(CommandError::Solved)?;
    let cell = board.mover(direction).ok_or_else(|| CommandError::Optimal(Said::new("error-solver-move-illegal")))?;
    Ok(Hint { direction, cell: cell as u32, distance: moves.len() as u32, optimal, elapsed_ms })
}

pub fn solution(state: &AppState) -> Result<Solution, CommandError> {
    let Asked { board, held } = help(state, Aid::Solve)?;
    let found = best_solution(state, &board);
    let elapsed_ms = Held::release(held, state);
    let (moves, optimal) = found?;
    Ok(Solution { moves, optimal, elapsed_ms })
}

pub fn optimal_report(state: &AppState) -> Result<OptimalReport, CommandError> {
    let (scramble, path) = {
        let session = state.fifteen();
        if session.game().status() != Status::Solved {
            return Err(CommandError::NotOver);
        }
        (session.game().scramble().clone(), session.game().tile_moves())
    };
    if !always_optimal(scramble.shape()) {
        return Err(CommandError::Optimal(Said::new("error-optimum-not-after-solve").with("width", scramble.shape().width()).with("height", scramble.shape().height())));
    }
    let analysis = analyse_path(&scramble, &path, tables_for(state, &scramble).as_deref()).map_err(|e| CommandError::Optimal(e.said()))?;
    let optimal = analysis.optimal.len() as u32;
    let shape = scramble.shape();
    let size = format!("{}x{}", shape.width(), shape.height());
    let mut book = state.book();
    let noted = book.change(Change::Optimal { table: size, scramble: scramble.state_string(), optimal });
    if let (true, Some(e)) = (noted.changed, book.save_error()) {
        return Err(CommandError::Records(e));
    }
    let yours = path.len() as u32;
    let efficiency = tessera::records::fifteen::efficiency(optimal, yours);
    Ok(OptimalReport { optimal, yours, efficiency, solution: analysis.optimal, first_off: analysis.first_off })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_serialize_as_the_move_command_reads_them() {
        let json = serde_json::to_string(&Hint { direction: Direction::Left, cell: 3, distance: 7, optimal: true, elapsed_ms: 1500 }).expect("json");
        assert_eq!(json, r#"{"direction":"left","cell":3,"distance":7,"optimal":true,"elapsedMs":1500}"#);
    }
}
