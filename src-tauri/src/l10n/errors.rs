//! What the engine's errors say, as catalogue messages (`Said`): the page words them in the
//! player's language, and their English is the engine's own (the tests below hold each
//! message's English equal to the error's `Display`, which the CLI prints).

use super::said::Said;
use crate::inbox::{InboxError, MAX_AHEAD};
use tessera::fifteen::practice::{ModeError, MAX_MARATHON, MAX_RELAY_LEGS};
use tessera::fifteen::solver::SolveError;
use tessera::fifteen::text::ParseError;
use tessera::fifteen::{BoardError, MoveError, ShapeError};
use tessera::minesweeper::evf::{EvfError, MAX_EVF_SIDE};
use tessera::minesweeper::position_text::PositionTextError;
use tessera::minesweeper::solver::{Inconsistent, PositionError};
use tessera::minesweeper::video::{VideoError, MAX_CELL_CHANGES};
use tessera::minesweeper::{ActionError, LayoutError, SpecError};
use tessera::records::log::LogError;
use tessera::records::replay::ReplayError;
use tessera::records::replay_why::{BadBoard, Mismatch, Unplayable};
use tessera::records::store::StoreError;
use tessera::refusal;

/// An error's message for the page.
pub trait Says {
    fn said(&self) -> Said;
}

/// A side out of range, as Minesweeper's and the 15-puzzle's sizes say it.
fn side(id: &'static str, min: u32, max: u32, got: i64) -> Said {
    Said::new(id).with("min", min).with("max", max).with("got", got)
}

impl Says for SpecError {
    fn said(&self) -> Said {
        use tessera::minesweeper::{MAX_SIDE, MIN_SIDE};
        match *self {
            SpecError::Width(got) => side("error-width", MIN_SIDE, MAX_SIDE, got),
            SpecError::Height(got) => side("error-height", MIN_SIDE, MAX_SIDE, got),
            SpecError::Mines { got, max, width, height } => Said::new("error-mines").with("max", max).with("width", width).with("height", height).with("got", got),
        }
    }
}

impl Says for ShapeError {
    fn said(&self) -> Said {
        use tessera::fifteen::{MAX_SIDE, MIN_SIDE};
        match self {
            ShapeError::Width(got) => side("error-width", MIN_SIDE, MAX_SIDE, *got),
            ShapeError::Height(got) => side("error-height", MIN_SIDE, MAX_SIDE, *got),
            ShapeError::Text(text) => Said::new("error-not-a-size").with("text", format!("{text:?}")),
        }
    }
}

impl Says for BoardError {
    fn said(&self) -> Said {
        match self {
            BoardError::Count { expected, got, width, height } => {
                Said::new("error-tile-count").with("expected", *expected).with("got", *got).with("width", *width).with("height", *height)
            }
            BoardError::NotAPermutation { max, problem } => Said::new("error-not-a-permutation").with("max", *max).with("problem", problem.as_str()),
            BoardError::Shape(shape) => shape.said(),
        }
    }
}

impl Says for ParseError {
    fn said(&self) -> Said {
        match self {
            ParseError::NotANumber(text) => Said::new("error-not-a-tile").with("text", format!("{text:?}")),
            ParseError::Ragged { row, expected, found } => Said::new("error-ragged-state").with("row", *row).with("expected", *expected).with("found", *found),
            ParseError::NotSquare(count) => Said::new("error-not-square").with("count", *count),
            ParseError::Board(board) => board.said(),
        }
    }
}

impl Says for ModeError {
    fn said(&self) -> Said {
        match *self {
            ModeError::RelayLegs(got) => Said::new("error-relay-legs").with("max", MAX_RELAY_LEGS).with("got", got),
            ModeError::MarathonCount(got) => Said::new("error-marathon-count").with("max", MAX_MARATHON).with("got", got),
        }
    }
}

/// What the games refuse for now (`NotNow`'s reasons, `tessera::refusal`).
fn not_now(reason: &'static str) -> Said {
    let id = match reason {
        refusal::NO_HELP_BEFORE_FIRST_CLICK => "error-no-help-before-first",
        refusal::NOTHING_TO_UNDO => "error-nothing-to-undo",
        refusal::UNDO_REPLAY_FAILED => "error-undo-replay",
        refusal::FIRST_CLICK_STAYS => "error-undo-first-click",
        refusal::GAME_NOT_PLAYING => "error-pause-not-playing",
        refusal::GAME_NOT_PAUSED => "error-game-not-paused",
        refusal::NOTHING_TO_HOLD_IN_RUN => "error-hold-run",
        refusal::RUN_NEVER_PAUSED => "error-run-never-paused",
        refusal::NOTHING_TO_HOLD => "error-hold-solve",
        refusal::NO_HELP_BLIND => "error-no-help-blind",
        refusal::SOLVE_NOT_RUNNING => "error-pause-not-running",
        refusal::SOLVE_NOT_PAUSED => "error-solve-not-paused",
        // A reason not worded yet is said as the engine wrote it.
        other => return Said::new("error-as-written").with("text", other),
    };
    Said::new(id)
}

impl Says for ActionError {
    fn said(&self) -> Said {
        match *self {
            ActionError::OffBoard { row, col, width, height } => Said::new("error-cell-off-board").with("row", row).with("col", col).with("width", width).with("height", height),
            ActionError::GameOver => Said::new("error-game-over"),
            ActionError::HistoryFull(n) => Said::new("error-game-history-full").with("count", n),
            ActionError::ControlsFull(n) => Said::new("error-game-controls-full").with("count", n),
            ActionError::Paused => Said::new("error-game-paused"),
            ActionError::NotNow(reason) => not_now(reason),
        }
    }
}

impl Says for MoveError {
    fn said(&self) -> Said {
        match *self {
            MoveError::Illegal(direction) => Said::new("error-no-tile-moves").with("dir", format!("{direction:?}")),
            MoveError::OffBoard { index, width, height } => Said::new("error-tile-off-board").with("index", index).with("width", width).with("height", height),
            MoveError::NotInLine(index) => Said::new("error-not-in-line").with("index", index),
            MoveError::Solved => Said::new("error-solved"),
            MoveError::Over => Said::new("error-blind-over"),
            MoveError::NotBlind => Said::new("error-not-blind"),
            MoveError::NotStarted => Said::new("error-blind-not-started"),
            MoveError::HistoryFull(n) => Said::new("error-attempt-history-full").with("count", n),
            MoveError::ControlsFull(n) => Said::new("error-attempt-controls-full").with("count", n),
            MoveError::Paused => Said::new("error-solve-paused"),
            MoveError::NotNow(reason) => not_now(reason),
        }
    }
}

impl Says for InboxError {
    fn said(&self) -> Said {
        match *self {
            InboxError::OtherGame { expected, got } => Said::new("error-move-other-game").with("expected", expected).with("got", got),
            InboxError::Repeated(seq) => Said::new("error-move-repeated").with("seq", seq),
            InboxError::TooFarAhead { seq, next } => Said::new("error-move-too-far").with("seq", seq).with("max", MAX_AHEAD).with("next", next),
        }
    }
}

impl Says for SolveError {
    fn said(&self) -> Said {
        match self {
            SolveError::Unsolvable => Said::new("error-unsolvable"),
            SolveError::TooLarge(shape) => Said::new("error-optimal-too-large").with("width", shape.width()).with("height", shape.height()),
            SolveError::NoTables => Said::new("error-no-tables"),
            SolveError::GaveUp(nodes) => Said::new("error-gave-up").with("nodes", *nodes),
        }
    }
}

impl Says for PositionError {
    fn said(&self) -> Said {
        match *self {
            PositionError::Size { expected, got } => Said::new("error-position-size").with("expected", expected).with("got", got),
            PositionError::Number { index, number, neighbours } => Said::new("error-position-number").with("index", index).with("number", number).with("neighbours", neighbours),
            PositionError::TooManyMines { mines, covered } => Said::new("error-position-mines").with("mines", mines).with("covered", covered),
            PositionError::GameOver => Said::new("error-position-over"),
        }
    }
}

impl Says for Inconsistent {
    fn said(&self) -> Said {
        Said::new("error-inconsistent")
    }
}

impl Says for PositionTextError {
    fn said(&self) -> Said {
        match self {
            PositionTextError::BadCell { line, column, found } => Said::new("error-study-cell").with("line", *line).with("column", *column).with("found", format!("{found:?}")),
            PositionTextError::Ragged { line, expected, found } => Said::new("error-study-ragged").with("line", *line).with("expected", *expected).with("found", *found),
            PositionTextError::Number { line, column, number, neighbours } => {
                Said::new("error-study-number").with("line", *line).with("column", *column).with("number", *number).with("neighbours", *neighbours)
            }
            PositionTextError::Empty => Said::new("error-study-empty"),
            PositionTextError::AfterBlank { line } => Said::new("error-study-after-blank").with("line", *line),
            PositionTextError::Spec(spec) => spec.said(),
            PositionTextError::Position(position) => position.said(),
        }
    }
}

impl Says for LayoutError {
    fn said(&self) -> Said {
        match self {
            LayoutError::OffBoard { row, col, width, height } => Said::new("error-cell-off-board").with("row", *row).with("col", *col).with("width", *width).with("height", *height),
            LayoutError::Spec(spec) => spec.said(),
            LayoutError::NoGuess { width, height, mines } => Said::new("error-no-guess-layout").with("mines", *mines).with("width", *width).with("height", *height),
        }
    }
}

impl Says for VideoError {
    fn said(&self) -> Said {
        match self {
            VideoError::Empty => Said::new("error-video-empty"),
            VideoError::TooLarge(bytes) => Said::new("error-video-too-large").with("bytes", *bytes),
            VideoError::Unreadable { format, reason } => Said::new("error-video-unreadable").with("format", *format).with("reason", reason.as_str()),
            VideoError::Damaged { format } => Said::new("error-video-damaged").with("format", *format),
            VideoError::TooBusy { cells, changes } => Said::new("error-video-busy").with("changes", *changes).with("cells", *cells).with("max", MAX_CELL_CHANGES),
        }
    }
}

impl Says for EvfError {
    fn said(&self) -> Said {
        match *self {
            EvfError::TooLarge { width, height } => Said::new("error-evf-too-large").with("max", MAX_EVF_SIDE).with("width", width).with("height", height),
            EvfError::NoBoard => Said::new("error-evf-no-board"),
            EvfError::TooLong(ms) => Said::new("error-evf-too-long").with("ms", ms),
            EvfError::Controlled => Said::new("error-evf-controlled"),
        }
    }
}

impl Says for LogError {
    fn said(&self) -> Said {
        match self {
            LogError::Token(token, text) => Said::new("error-log-token").with("token", *token).with("text", format!("{text:?}")),
            LogError::OffBoard(token, cell, width, height) => Said::new("error-log-off-board").with("token", *token).with("cell", *cell).with("width", *width).with("height", *height),
            LogError::EndNotLast => Said::new("error-log-end"),
            LogError::Board(text) => Said::new("error-log-board").with("text", format!("{text:?}")),
        }
    }
}

impl Says for ReplayError {
    fn said(&self) -> Said {
        match self {
            ReplayError::NoLog => Said::new("error-replay-no-log"),
            ReplayError::Table(table) => Said::new("error-replay-table").with("table", format!("{table:?}")),
            ReplayError::Log(log) => Said::new("error-replay-log").with("why", log.said()),
            ReplayError::Board(why) => Said::new("error-replay-board").with("why", why.said()),
            ReplayError::Action(action, why) => Said::new("error-replay-action").with("action", *action).with("why", why.said()),
            ReplayError::AfterEnd => Said::new("error-replay-after-end"),
            ReplayError::Mismatch(why) => Said::new("error-replay-mismatch").with("why", why.said()),
        }
    }
}

impl Says for BadBoard {
    fn said(&self) -> Said {
        match self {
            BadBoard::OfTable(key) => Said::new("replay-board-of-table").with("table", key.as_str()),
            BadBoard::SeedDeals => Said::new("replay-board-seed"),
            BadBoard::Scramble(e) => Said::new("replay-board-scramble").with("why", e.said()),
            BadBoard::ScrambleOf(key) => Said::new("replay-board-scramble-of").with("size", key.as_str()),
        }
    }
}

impl Says for Unplayable {
    fn said(&self) -> Said {
        match self {
            Unplayable::Mines(e) => e.said(),
            Unplayable::Fifteen(e) => e.said(),
            Unplayable::RunNeverPaused => not_now(refusal::RUN_NEVER_PAUSED),
        }
    }
}

impl Says for Mismatch {
    fn said(&self) -> Said {
        match self {
            Mismatch::LogEndsGame => Said::new("replay-mismatch-log-ends"),
            Mismatch::LogFinishesAttempt => Said::new("replay-mismatch-log-finishes"),
            Mismatch::NoCellOpened => Said::new("replay-mismatch-no-cell"),
            Mismatch::NoMoveMade => Said::new("replay-mismatch-no-move"),
            Mismatch::Differs { recorded, replayed } => Said::new("replay-mismatch-differs").with("recorded", recorded.as_str()).with("replayed", replayed.as_str()),
        }
    }
}

impl Says for StoreError {
    fn said(&self) -> Said {
        match self {
            StoreError::ReadOnly(why) => Said::new("error-store-read-only").with("why", why.said()),
            StoreError::Write { dir, source } => Said::new("error-store-write").with("dir", dir.as_str()).with("why", source.to_string()),
            StoreError::Held { dir, file, source } => Said::new("error-store-held").with("dir", dir.as_str()).with("file", file.as_str()).with("why", source.to_string()),
            StoreError::Invalid(why) => Said::new("error-store-invalid").with("why", why.as_str()),
            StoreError::Encode(why) => Said::new("error-store-encode").with("why", why.as_str()),
        }
    }
}

#[cfg(test)]
mod tests;
