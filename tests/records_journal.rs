//! The journal of a game in progress (`records::journal_writer`): written a piece at a time as the game
//! is played, read back at any moment into the record its replay makes (a game whose board the
//! journal may keep: a seed the player chose, a retried run), or into an unproven loss from its
//! log alone (a counted game, whose seed and board stay off the disk), and flat: what an
//! action adds is the same few bytes at the first action and the 100,000th.

use tessera::fifteen::practice::{Mode, Run, RunOrigin};
use tessera::fifteen::{solver, Move, Shape};
use tessera::minesweeper::{Action, Aid, BoardSpec, CellView, Coord, Game, PointerSample};
use tessera::records::entry::{mines_entry, run_entry};
use tessera::records::replay::{rebuild_fifteen, rebuild_mines};
use tessera::records::journal_writer::{read_fifteen, read_mines, JournalWriter, Update};
use tessera::records::unproven::{mines_loss, run_dnf};
use tessera::time::Millis;

/// A journal file as the writer keeps it: written anew, added to, removed.
#[derive(Default)]
struct File {
    text: Option<String>,
    /// The bytes of each addition.
    added: Vec<usize>,
}

impl File {
    fn apply(&mut self, update: Update) {
        match update {
            Update::None => {}
            Update::Begin(text) => self.text = Some(text),
            Update::Append(text) => {
                self.added.push(text.len());
                self.text.as_mut().expect("begun before it is added to").push_str(&text);
            }
            Update::Clear => self.text = None,
        }
    }
}

/// A Minesweeper game on a chosen seed read back from its journal at any moment is the game the
/// app would record if it were left then: the same figures, board, log and pointer path. The
/// same game counted is journaled without its seed and board, and reads back as a loss with
/// the same clicks, unproven.
#[test]
fn a_minesweeper_journal_reads_back_as_the_game_left_at_any_moment() {
    let mut game = Game::new(BoardSpec::EXPERT, 41);
    let (mut tail, mut file) = (JournalWriter::default(), File::default());
    let (mut counted_tail, mut counted) = (JournalWriter::default(), File::default());
    file.apply(tail.mines(|| "expert".into(), &game, true));
    game.apply(Action::Flag(Coord::new(0, 0)), Millis(500)).expect("a flag before the first click");
    file.apply(tail.mines(|| "expert".into(), &game, true));
    game.apply(Action::Flag(Coord::new(0, 0)), Millis(600)).expect("and off again");
    file.apply(tail.mines(|| "expert".into(), &game, true));
    assert!(file.text.is_none(), "nothing is journaled before the first cell is opened");
    game.record_pointer([PointerSample { at: Millis(900), x: 100, y: 40 }]);
    game.apply(Action::Reveal(Coord::new(8, 15)), Millis(1_000)).expect("the first click");
    let layout = game.layout().expect("dealt").clone();
    let mut t = 1_000;
    for i in 0..layout.spec().dims().cells() {
        if game.is_over() || layout.is_mine(i) || game.view(i) != CellView::Covered {
            continue;
        }
        t += 37;
        game.record_pointer([PointerSample { at: Millis(t - 20), x: (i % 30 * 16) as u16, y: (i / 30 * 16) as u16 }]);
        if i % 7 == 0 {
            game.aid(Aid::Hint, Millis(t - 5)).expect("a hint");
        }
        game.apply(Action::Reveal(game.dims().coord(i)), Millis(t)).expect("a safe cell");
        if i % 11 == 0 && !game.is_over() {
            game.pause(Millis(t + 1)).expect("pause");
            game.resume(Millis(t + 9)).expect("resume");
        }
        file.apply(tail.mines(|| "expert".into(), &game, true));
        counted.apply(counted_tail.mines(|| "expert".into(), &game, false));
        if i % 40 == 0 && !game.is_over() {
            let read = read_mines(file.text.as_deref().expect("a game in play")).expect("reads back");
            let rebuilt = rebuild_mines(&read.table, &read.entry).expect("replays");
            let left = mines_entry(&game, game.events().last().expect("events").at, true).expect("left now");
            assert_eq!(rebuilt, tessera::records::mines::MinesGame { at: read.entry.at, ..left.clone() }, "after cell {i}");
            let text = counted.text.as_deref().expect("a game in play");
            let read = read_mines(text).expect("reads back");
            assert_eq!((read.entry.seed, &read.entry.board), (None, &None), "{text}");
            let loss = mines_loss(&read.table, &read.entry).expect("a loss");
            assert_eq!((loss.clicks, loss.help, loss.proof), (left.clicks, left.help, false), "after cell {i}");
        }
    }
    assert!(game.is_over());
    file.apply(tail.mines(|| "expert".into(), &game, true));
    counted.apply(counted_tail.mines(|| "expert".into(), &game, false));
    assert!(file.text.is_none() && counted.text.is_none(), "an ended game leaves the journal");
}

/// A retried practice run (its seed known) read back from its journal is the run left then; a
/// 300-leg marathon adds the same bytes per move at its end as at its start.
#[test]
fn a_marathon_journal_reads_back_and_each_move_adds_the_same_few_bytes() {
    let mode = Mode::marathon(Shape::new(3, 3).expect("3x3"), 300).expect("marathon");
    let mut run = Run::new(mode.clone(), 5, RunOrigin::Retry);
    let (mut tail, mut file) = (JournalWriter::default(), File::default());
    let mut t = 0;
    for leg in 0..299 {
        for dir in solver::quick(run.game().board()).expect("a solution") {
            t += 40;
            run.apply(Move::Tile { dir }, Millis(t)).expect("legal");
            file.apply(tail.run(&run));
        }
        if leg == 3 || leg == 298 {
            let read = read_fifteen(file.text.as_deref().expect("a run in play")).expect("reads back");
            let rebuilt = rebuild_fifteen(&read.table, &read.entry).expect("replays");
            let left = run_entry(&run, Millis(t)).expect("left now");
            assert_eq!(rebuilt, tessera::records::fifteen::Solve { at: read.entry.at, ..left }, "after leg {leg}");
        }
    }
    let (first, last) = (&file.added[..50], &file.added[file.added.len() - 50..]);
    assert!(first.iter().chain(last).all(|&b| b <= 12), "one move, one short line: {first:?} … {last:?}");
    assert_eq!(first.iter().sum::<usize>() / 10, last.iter().sum::<usize>() / 10, "as many bytes at the end as at the start");
}

/// A kill may cut the file's last addition short (a game begun is written whole, to a file
/// renamed into place): read back at every byte it could end at, the file is the game up to
/// its last whole line, which replays.
#[test]
fn a_journal_cut_short_anywhere_reads_back_as_the_game_up_to_its_last_whole_line() {
    let mut game = Game::new(BoardSpec::BEGINNER, 9);
    let (mut tail, mut file) = (JournalWriter::default(), File::default());
    game.apply(Action::Reveal(Coord::new(4, 4)), Millis(0)).expect("the first click");
    file.apply(tail.mines(|| "beginner".into(), &game, true));
    let begun = file.text.clone().expect("begun").len();
    let layout = game.layout().expect("dealt").clone();
    let mut t = 0;
    for i in (0..81).filter(|&i| !layout.is_mine(i)).take(6) {
        if game.view(i) == CellView::Covered && !game.is_over() {
            t += 100;
            game.record_pointer([PointerSample { at: Millis(t - 50), x: 3, y: 4 }]);
            game.apply(Action::Reveal(game.dims().coord(i)), Millis(t)).expect("a safe cell");
            file.apply(tail.mines(|| "beginner".into(), &game, true));
        }
    }
    let text = file.text.expect("a game in play");
    let mut whole_lines = 0;
    for cut in begun..=text.len() {
        let read = read_mines(&text[..cut]).unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        let rebuilt = rebuild_mines(&read.table, &read.entry).unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        whole_lines = whole_lines.max(text[..cut].matches('\n').count());
        assert!(rebuilt.clicks >= 1, "cut at {cut}");
    }
    assert!(whole_lines > 4, "the cuts went through several additions");
}

/// A counted run's journal keeps no seed (it deals every later leg): read back, it is a DNF
/// from its log alone, with every move it made.
#[test]
fn a_counted_run_journal_reads_back_as_an_unproven_dnf_without_its_seed() {
    let mode = Mode::relay(vec![Shape::new(3, 3).expect("3x3"), Shape::new(4, 4).expect("4x4")]).expect("relay");
    let mut run = Run::new(mode, 77, RunOrigin::Random);
    let (mut tail, mut file) = (JournalWriter::default(), File::default());
    let mut t = 0;
    for dir in solver::quick(run.game().board()).expect("a solution") {
        t += 40;
        run.apply(Move::Tile { dir }, Millis(t)).expect("legal");
        file.apply(tail.run(&run));
    }
    let text = file.text.expect("a run in play");
    let read = read_fifteen(&text).expect("reads back");
    assert_eq!((read.entry.seed, read.entry.scramble.as_str()), (None, ""), "{text}");
    let dnf = run_dnf(&read.table, &read.entry).expect("a DNF");
    assert_eq!((dnf.time_ms, dnf.moves, dnf.proof), (None, run.moves(), false));
}

/// What comes back from a journal can only be a loss or a DNF: a journal edited to hold a win
/// is refused (told, not recorded); a counted game's journal is recorded as an unproven loss.
#[test]
fn a_journal_can_only_record_a_loss_and_an_edited_win_is_refused() {
    use tessera::records::journal::Journal;
    use tessera::records::log::encode_mines;
    use tessera::records::Records;
    let mut game = Game::new(BoardSpec::BEGINNER, 9);
    let (mut tail, mut file) = (JournalWriter::default(), File::default());
    game.apply(Action::Reveal(Coord::new(4, 4)), Millis(0)).expect("the first click");
    file.apply(tail.mines(|| "beginner".into(), &game, true));
    let begun = file.text.clone().expect("begun");
    let layout = game.layout().expect("dealt").clone();
    let mut t = 0;
    for i in (0..81).filter(|&i| !layout.is_mine(i)) {
        if game.view(i) == CellView::Covered && !game.is_over() {
            t += 100;
            game.apply(Action::Reveal(game.dims().coord(i)), Millis(t)).expect("a safe cell");
        }
    }
    assert!(game.is_over(), "won");
    let header_and_board: String = begun.lines().filter(|l| !l.starts_with("e ")).map(|l| format!("{l}\n")).collect();
    let won = format!("{header_and_board}e {}\n", encode_mines(game.events(), game.dims(), None));
    let journal = Journal { mines: Some(read_mines(&won).expect("reads back")), ..Journal::default() };
    let (told, proofs, changes) = Records::default().recover(journal, |_| None);
    assert!(changes.is_empty() && proofs.is_empty(), "{changes:?}");
    assert!(told.iter().any(|t| t.to_string().contains("was not recorded") && t.to_string().contains("its log ends it")), "{told:?}");

    // The same game counted: journaled without its board, recorded as a loss with no proof.
    let mut counted = Game::new(BoardSpec::BEGINNER, 9);
    counted.apply(Action::Reveal(Coord::new(4, 4)), Millis(0)).expect("the first click");
    let text = match JournalWriter::default().mines(|| "beginner".into(), &counted, false) {
        Update::Begin(text) => text,
        other => panic!("a game begun: {other:?}"),
    };
    let journal = Journal { mines: Some(read_mines(&text).expect("reads back")), ..Journal::default() };
    let (told, proofs, changes) = Records::default().recover(journal, |_| None);
    assert!(proofs.is_empty() && told.iter().any(|t| t.to_string().contains("recorded as a loss")), "{told:?}");
    match changes.as_slice() {
        [tessera::records::change::Change::Mines { game, .. }] => assert!(!game.proof && !game.won() && game.board.is_none()),
        other => panic!("one loss: {other:?}"),
    }
}
