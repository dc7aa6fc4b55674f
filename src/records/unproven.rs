//! A game in progress whose journal could not keep what deals it (`tail.rs`: a counted
//! Minesweeper game's board, a counted practice run's seed), recorded from its log alone: a
//! Minesweeper loss, a 15-puzzle DNF. Its log is read with the same checks as any (every token
//! an action with a time, every cell on the board), but with nothing to replay it on it is
//! unproven (`proof: false`), so it never enters a best list; only what the log itself shows
//! is taken from it: the time of its last action, its clicks or moves, and its helps.

use super::fifteen::{Solve, Source};
use super::log::{decode_fifteen, decode_mines};
use super::mines::{Ending, MinesGame};
use super::replay::{end_of, mines_table_spec, ReplayError};
use super::replay_why::Mismatch;
use crate::fifteen::practice::Mode;
use crate::fifteen::Event as FifteenEvent;
use crate::assist::Assists;
use crate::minesweeper::Event;

/// A Minesweeper game in progress of table `key`, recorded as a loss from its log alone: its
/// time is its last action's, its clicks are its actions on cells.
pub fn mines_loss(key: &str, record: &MinesGame) -> Result<MinesGame, ReplayError> {
    let log = record.log.as_deref().ok_or(ReplayError::NoLog)?;
    let (spec, _) = mines_table_spec(key).ok_or_else(|| ReplayError::Table(key.into()))?;
    let log = decode_mines(log, spec.dims())?;
    let clicks = log.actions.iter().filter(|(event, _)| matches!(event, Event::Act(_))).count();
    if clicks == 0 {
        return Err(ReplayError::Mismatch(Mismatch::NoCellOpened));
    }
    let help: Assists = log.actions.iter().filter_map(|&(event, _)| event.assist()).collect();
    Ok(MinesGame {
        ending: Ending::Abandoned,
        at: record.at,
        time_ms: end_of(&log.actions, log.end).0,
        three_bv: 0,
        solved_three_bv: 0,
        clicks: u32::try_from(clicks).unwrap_or(u32::MAX),
        seed: None,
        assisted: !help.is_empty() || record.assisted,
        help,
        chosen_seed: record.chosen_seed,
        proof: false,
        board: None,
        path: None,
        log: None,
        style: None,
        figures: None,
    })
}

/// A practice run in progress of table `key`, recorded as a DNF from its log alone: its moves
/// are the log's (a move of several tiles counted once), with no splits and no scramble.
pub fn run_dnf(key: &str, record: &Solve) -> Result<Solve, ReplayError> {
    let log = record.log.as_deref().ok_or(ReplayError::NoLog)?;
    Mode::from_key(key).ok_or_else(|| ReplayError::Table(key.into()))?;
    let log = decode_fifteen(log)?;
    let moves = log.actions.iter().filter(|(event, _)| matches!(event, FifteenEvent::Move(_))).count();
    if moves == 0 {
        return Err(ReplayError::Mismatch(Mismatch::NoMoveMade));
    }
    let help: Assists = log.actions.iter().filter_map(|&(event, _)| event.assist()).collect();
    let moves = u32::try_from(moves).unwrap_or(u32::MAX);
    Ok(Solve {
        at: record.at,
        time_ms: None,
        moves,
        multi_moves: moves,
        scramble: String::new(),
        // A run's journal names only a random run or a retry; anything else is a retry.
        source: if record.source == Source::Random { Source::Random } else { Source::Retry },
        assisted: !help.is_empty() || record.assisted,
        help,
        optimal: None,
        splits: Vec::new(),
        seed: None,
        proof: false,
        controls: crate::fifteen::Controls::NONE,
        log: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assist::Assist;
    use crate::records::now_local;

    fn journal_game(log: &str) -> MinesGame {
        MinesGame {
            ending: Ending::Abandoned, at: now_local(), time_ms: 0, three_bv: 0, solved_three_bv: 0, clicks: 0, seed: None,
            assisted: false, help: Assists::NONE, chosen_seed: false, proof: true, board: None, path: None, log: Some(log.into()),
            style: None, figures: None,
        }
    }

    #[test]
    fn a_minesweeper_log_alone_makes_an_unproven_loss_with_its_time_clicks_and_helps() {
        let loss = mines_loss("beginner", &journal_game("r40:0 f41:300 h:100 r42:250")).expect("a loss");
        assert_eq!((loss.ending, loss.time_ms, loss.clicks, loss.proof), (Ending::Abandoned, 650, 3, false));
        assert!(loss.assisted && loss.help.contains(Assist::Hint));
        assert!(!loss.counts_for_bests());
        assert_eq!((loss.seed, loss.board, loss.log), (None, None, None));
    }

    #[test]
    fn a_minesweeper_log_off_its_board_or_with_no_click_is_refused() {
        assert!(matches!(mines_loss("beginner", &journal_game("r81:0")), Err(ReplayError::Log(_))));
        assert!(matches!(mines_loss("beginner", &journal_game("p:0")), Err(ReplayError::Mismatch(_))));
        assert!(matches!(mines_loss("nowhere", &journal_game("r1:0")), Err(ReplayError::Table(_))));
    }

    #[test]
    fn a_run_log_alone_makes_an_unproven_dnf() {
        let record = Solve {
            at: now_local(), time_ms: None, moves: 0, multi_moves: 0, scramble: String::new(), source: Source::Chosen, assisted: false,
            help: Assists::NONE, optimal: None, splits: Vec::new(), seed: None, proof: true, log: Some("R:0 U:120 h:5 @3:300".into()), controls: Default::default(),
        };
        let dnf = run_dnf("relay/3x3,4x4", &record).expect("a DNF");
        assert_eq!((dnf.time_ms, dnf.moves, dnf.proof, dnf.source), (None, 3, false, Source::Retry));
        assert!(dnf.help.contains(Assist::Hint));
        assert!(matches!(run_dnf("4x4", &record), Err(ReplayError::Table(_))));
    }
}
