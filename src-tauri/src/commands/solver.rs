//! The Minesweeper solver at the player's request: `mines_hint() -> Hint`,
//! `mines_odds() -> Odds`, `mines_auto_play(moves) -> AutoPlay` and, after a game,
//! `mines_review() -> Review`. Every help is an aid in the game's log (`Game::aid`), so the
//! game is assisted: kept and replayable, out of the statistics and the best lists. They are
//! async so that the solver never runs on the thread that paints, and the analyses run on a
//! copy of the position, after the game's lock is let go, so that moves never wait for them.

use super::minesweeper::{apply, delta, Delta};
use crate::error::CommandError;
use crate::l10n::errors::Says;
use crate::state::AppState;
use serde::Serialize;
use tauri::State;
use tessera::minesweeper::solver::{analyse, choose_guess, Analysis, first_click, review, Move, Position, Review, Rule, Solver};
use tessera::minesweeper::{Action, Aid, CellView, Coord, Dims, Game, Status};

/// A cell as the page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub row: u32,
    pub col: u32,
}

impl Cell {
    fn at(c: Coord) -> Cell {
        Cell { row: c.row, col: c.col }
    }

    pub(crate) fn of(dims: Dims, index: usize) -> Cell {
        Cell::at(dims.coord(index))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum HintKind {
    /// The game has not started: any cell is a safe first click.
    First,
    /// A cell proved safe.
    Safe,
    /// A cell proved to be a mine (not flagged yet).
    Mine,
    /// Nothing is proved: the solver's best guess.
    Guess,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hint {
    pub kind: HintKind,
    pub cell: Cell,
    /// The cell's chance of being a mine.
    pub probability: f64,
    /// How it was proved, for a safe cell or a mine.
    pub rule: Option<Rule>,
    /// The numbers that prove it.
    pub numbers: Vec<Cell>,
    /// Part of the board was too large to enumerate: its odds are estimates.
    pub approximate: bool,
}

/// Every cell's chance of being a mine: none for open cells.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Odds {
    pub probabilities: Vec<Option<f32>>,
    pub approximate: bool,
}

/// One move auto-play made.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AutoMove {
    pub kind: HintKind,
    pub cell: Cell,
    pub probability: f64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AutoPlay {
    /// The moves made, in order.
    pub moves: Vec<AutoMove>,
    #[serde(flatten)]
    pub delta: Delta,
}

/// The most moves one auto-play call makes (a 200x200 board has fewer safe cells).
const MAX_MOVES: u32 = 40_000;

#[tauri::command]
pub async fn mines_hint(state: State<'_, AppState>) -> Result<Hint, CommandError> {
    hint(&state)
}

#[tauri::command]
pub async fn mines_odds(state: State<'_, AppState>) -> Result<Odds, CommandError> {
    odds(&state)
}

#[tauri::command]
pub async fn mines_auto_play(state: State<'_, AppState>, moves: u32) -> Result<AutoPlay, CommandError> {
    auto_play(&state, moves)
}

#[tauri::command]
pub async fn mines_review(state: State<'_, AppState>) -> Result<Review, CommandError> {
    game_review(&state)
}

/// The first click auto-play and the hint suggest (see `solver::first_click`).
fn first_cell(game: &Game) -> Cell {
    Cell::at(first_click(game.spec(), game.mode()))
}

/// What the solver is asked about: a running game's position, taken with `aid` noted in its
/// log, or, before the first click, the cell to click first (nothing is noted: every
/// first-click policy keeps that cell safe, so there is nothing to help with).
enum Asked {
    First(Cell),
    Position { pos: Position, flagged: Vec<bool> },
}

fn helped(state: &AppState, aid: Aid) -> Result<Asked, CommandError> {
    let mut session = state.mines();
    match session.game.status() {
        Status::Won | Status::Lost => Err(CommandError::GameOver),
        Status::Ready => Ok(Asked::First(first_cell(&session.game))),
        Status::Playing => {
            let pos = Position::of_game(&session.game).map_err(|e| CommandError::Solver(e.said()))?;
            let flagged = (0..pos.dims().cells()).map(|i| session.game.view(i) == CellView::Flagged).collect();
            session.game.aid(aid, state.clock.now())?;
            state.journal(&mut session);
            Ok(Asked::Position { pos, flagged })
        }
    }
}

pub fn hint(state: &AppState) -> Result<Hint, CommandError> {
    let (pos, flagged) = match helped(state, Aid::Hint)? {
        Asked::First(cell) => {
            return Ok(Hint { kind: HintKind::First, cell, probability: 0.0, rule: None, numbers: Vec::new(), approximate: false })
        }
        Asked::Position { pos, flagged } => (pos, flagged),
    };
    let analysis = analyse(&pos).map_err(|e| CommandError::Solver(e.said()))?;
    hint_at(&pos, &analysis, &flagged)
}

/// What the solver says of a position (flags are the player's: a proved mine not flagged yet
/// is named before a guess): the first proved safe cell, else a proved mine not flagged, else
/// the best guess.
pub fn hint_at(pos: &Position, analysis: &Analysis, flagged: &[bool]) -> Result<Hint, CommandError> {
    let dims = pos.dims();
    let unflagged_mine = |c: usize| !flagged[c];
    let proved = analysis.deductions.iter().find(|d| !d.mine).or_else(|| {
        analysis.deductions.iter().find(|d| d.mine && unflagged_mine(d.cell))
    });
    if let Some(d) = proved {
        return Ok(Hint {
            kind: if d.mine { HintKind::Mine } else { HintKind::Safe },
            cell: Cell::of(dims, d.cell),
            probability: f64::from(u8::from(d.mine)),
            rule: Some(d.proof.rule),
            numbers: d.proof.numbers.iter().map(|&n| Cell::of(dims, n)).collect(),
            approximate: analysis.approximate,
        });
    }
    let guess = choose_guess(pos, analysis).ok_or(CommandError::GameOver)?;
    Ok(Hint {
        kind: HintKind::Guess,
        cell: Cell::of(dims, guess.cell),
        probability: 1.0 - guess.safety,
        rule: None,
        numbers: Vec::new(),
        approximate: analysis.approximate,
    })
}

pub fn odds(state: &AppState) -> Result<Odds, CommandError> {
    let pos = match helped(state, Aid::Odds)? {
        Asked::First(_) => {
            // Before the first click: the mines are placed around it, and every first-click
            // policy keeps it safe, so whichever cell is clicked first is no mine.
            let cells = state.mines().game.dims().cells();
            return Ok(Odds { probabilities: vec![Some(0.0); cells], approximate: false });
        }
        Asked::Position { pos, .. } => pos,
    };
    let dims = pos.dims();
    let analysis = analyse(&pos).map_err(|e| CommandError::Solver(e.said()))?;
    let probabilities =
        (0..dims.cells()).map(|i| pos.is_covered(i).then(|| analysis.probability[i] as f32)).collect();
    Ok(Odds { probabilities, approximate: analysis.approximate })
}

pub fn auto_play(state: &AppState, moves: u32) -> Result<AutoPlay, CommandError> {
    if moves == 0 || moves > MAX_MOVES {
        return Err(CommandError::InvalidMoves(moves, MAX_MOVES));
    }
    let mut session = state.mines();
    if session.game.is_over() {
        return Err(CommandError::GameOver);
    }
    let dims = session.game.dims();
    let solver = Solver::default();
    let mut made = Vec::new();
    let mut changed = Vec::new();
    let mut recorded = None;
    while made.len() < moves as usize && !session.game.is_over() {
        let planned: Vec<AutoMove> = if session.game.status() == Status::Ready {
            vec![AutoMove { kind: HintKind::First, cell: first_cell(&session.game), probability: 0.0 }]
        } else {
            let pos = Position::of_game(&session.game).map_err(|e| CommandError::Solver(e.said()))?;
            match solver.next_move(&pos).map_err(|e| CommandError::Solver(e.said()))? {
                Some(Move::Safe(cells)) => cells
                    .into_iter()
                    .map(|c| AutoMove { kind: HintKind::Safe, cell: Cell::of(dims, c), probability: 0.0 })
                    .collect(),
                Some(Move::Guess(g)) => {
                    vec![AutoMove { kind: HintKind::Guess, cell: Cell::of(dims, g.cell), probability: 1.0 - g.safety }]
                }
                None => break,
            }
        };
        let before = made.len();
        for m in planned {
            let at = Coord::new(m.cell.row, m.cell.col);
            let view = session.game.view(dims.index(at));
            if made.len() >= moves as usize || session.game.is_over() || matches!(view, CellView::Open(_)) {
                continue;
            }
            let now = state.clock.now();
            // Each move is auto-play's in the log (the first click needs no help: it is safe).
            if session.game.status() == Status::Playing {
                session.game.aid(Aid::Auto, now)?;
            }
            // The solver never trusts flags: a flag on a cell it opens was a wrong one.
            if view == CellView::Flagged {
                apply(state, &mut session, Action::Flag(at), now, &mut changed)?;
            }
            recorded = apply(state, &mut session, Action::Reveal(at), now, &mut changed)?.or(recorded);
            made.push(m);
        }
        if made.len() == before {
            break;
        }
    }
    Ok(AutoPlay { moves: made, delta: delta(state, &session, changed, recorded) })
}

pub fn game_review(state: &AppState) -> Result<Review, CommandError> {
    // The replay runs on copies, so that the game's lock is not held while it runs.
    let (layout, history) = {
        let session = state.mines();
        let game = &session.game;
        match (game.is_over(), game.layout()) {
            (true, Some(layout)) => (layout.clone(), game.history().to_vec()),
            _ => return Err(CommandError::NotOver),
        }
    };
    Ok(review(&layout, &history))
}
