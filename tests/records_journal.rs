//! The journal of a game in progress (`records::tail`): written a piece at a time as the game
//! is played, read back at any moment into the record its replay makes, and flat: what an
//! action adds is the same few bytes at the first action and the 100,000th.

use tessera::fifteen::practice::{Mode, Run, RunOrigin};
use tessera::fifteen::{solver, Move, Shape};
use tessera::minesweeper::{Action, Aid, BoardSpec, CellView, Coord, Game, PointerSample};
use tessera::records::entry::{mines_entry, run_entry};
use tessera::records::replay::{rebuild_fifteen, rebuild_mines};
use tessera::records::tail::{read_fifteen, read_mines, Tail, Update};
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

/// A Minesweeper game read back from its journal at any moment is the game the app would
/// record if it were left then: the same figures, board, log and pointer path.
#[test]
fn a_minesweeper_journal_reads_back_as_the_game_left_at_any_moment() {
    let mut game = Game::new(BoardSpec::EXPERT, 41);
    let (mut tail, mut file) = (Tail::default(), File::default());
    file.apply(tail.mines(|| "expert".into(), &game, false));
    game.apply(Action::Flag(Coord::new(0, 0)), Millis(500)).expect("a flag before the first click");
    file.apply(tail.mines(|| "expert".into(), &game, false));
    game.apply(Action::Flag(Coord::new(0, 0)), Millis(600)).expect("and off again");
    file.apply(tail.mines(|| "expert".into(), &game, false));
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
        file.apply(tail.mines(|| "expert".into(), &game, false));
        if i % 40 == 0 && !game.is_over() {
            let read = read_mines(file.text.as_deref().expect("a game in play")).expect("reads back");
            let rebuilt = rebuild_mines(&read.table, &read.entry).expect("replays");
            let left = mines_entry(&game, game.events().last().expect("events").at, false).expect("left now");
            assert_eq!(rebuilt, tessera::records::mines::MinesGame { at: read.entry.at, ..left }, "after cell {i}");
        }
    }
    assert!(game.is_over());
    file.apply(tail.mines(|| "expert".into(), &game, false));
    assert!(file.text.is_none(), "an ended game leaves the journal");
}

/// A practice run read back from its journal is the run left then; a 300-leg marathon adds
/// the same bytes per move at its end as at its start.
#[test]
fn a_marathon_journal_reads_back_and_each_move_adds_the_same_few_bytes() {
    let mode = Mode::marathon(Shape::new(3, 3).expect("3x3"), 300).expect("marathon");
    let mut run = Run::new(mode.clone(), 5, RunOrigin::Random);
    let (mut tail, mut file) = (Tail::default(), File::default());
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
    let (mut tail, mut file) = (Tail::default(), File::default());
    game.apply(Action::Reveal(Coord::new(4, 4)), Millis(0)).expect("the first click");
    file.apply(tail.mines(|| "beginner".into(), &game, false));
    let begun = file.text.clone().expect("begun").len();
    let layout = game.layout().expect("dealt").clone();
    let mut t = 0;
    for i in (0..81).filter(|&i| !layout.is_mine(i)).take(6) {
        if game.view(i) == CellView::Covered && !game.is_over() {
            t += 100;
            game.record_pointer([PointerSample { at: Millis(t - 50), x: 3, y: 4 }]);
            game.apply(Action::Reveal(game.dims().coord(i)), Millis(t)).expect("a safe cell");
            file.apply(tail.mines(|| "beginner".into(), &game, false));
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
