//! The Minesweeper rules as a player meets them: reveal, flood, flags, question marks,
//! chords, loss, win, time and errors.

mod common;

use common::{at, game, play, play_at, shown};
use tessera::minesweeper::{Action, ActionError, BoardSpec, Game, Status};
use tessera::time::Millis;
use Action::{Chord, Flag, Question, Reveal};

#[test]
fn reveal_opens_a_number_alone() {
    let mut g = game("*.. ... ...");
    let out = play(&mut g, Reveal(at(0, 1)));
    assert_eq!(out.changed, vec![1]);
    assert_eq!(shown(&g), "#1#/###/###");
    assert_eq!(g.status(), Status::Playing);
}

#[test]
fn reveal_on_a_zero_floods_the_region_and_its_border() {
    let mut g = game("*... .... ...* ....");
    play(&mut g, Reveal(at(3, 0)));
    assert_eq!(shown(&g), "####/111#/001#/001#");
}

#[test]
fn flood_of_a_200x200_board_opens_in_one_click_and_wins() {
    let mut rows = vec![".".repeat(200); 200];
    rows[0] = format!("*{}", ".".repeat(199));
    let mut g = game(&rows.join(" "));
    let out = play(&mut g, Reveal(at(199, 199)));
    assert_eq!(out.changed.len(), 200 * 200, "every safe cell opens and the mine is flagged");
    assert_eq!(g.status(), Status::Won);
}

#[test]
fn flags_toggle_and_the_counter_can_go_negative() {
    let mut g = game("*.. ... ...");
    assert_eq!(g.mines_left(), 1);
    play(&mut g, Flag(at(2, 2)));
    play(&mut g, Flag(at(2, 1)));
    assert_eq!(g.mines_left(), -1);
    assert_eq!(shown(&g), "###/###/#FF");
    play(&mut g, Flag(at(2, 2)));
    assert_eq!(g.mines_left(), 0);
    assert_eq!(shown(&g), "###/###/#F#");
}

#[test]
fn a_flag_protects_its_cell_from_reveal_and_flood() {
    let mut g = game("*... .... .... ....");
    play(&mut g, Flag(at(3, 3)));
    let out = play(&mut g, Reveal(at(3, 3)));
    assert!(out.changed.is_empty());
    play(&mut g, Reveal(at(2, 2)));
    assert_eq!(shown(&g), "#100/1100/0000/000F");
    assert_eq!(g.status(), Status::Playing, "the flagged safe cell is still to open");
}

#[test]
fn flagging_an_open_cell_does_nothing() {
    let mut g = game("*.. ... ...");
    play(&mut g, Reveal(at(0, 1)));
    let out = play(&mut g, Flag(at(0, 1)));
    assert!(out.changed.is_empty());
    assert_eq!(g.mines_left(), 1);
}

#[test]
fn question_marks_step_and_can_be_opened() {
    let mut g = game("*.. ... ...");
    play(&mut g, Question(at(0, 1)));
    assert_eq!(shown(&g), "#?#/###/###");
    play(&mut g, Question(at(0, 1)));
    assert_eq!(shown(&g), "###/###/###");
    play(&mut g, Flag(at(0, 1)));
    play(&mut g, Question(at(0, 1)));
    assert_eq!(shown(&g), "#?#/###/###", "a flag steps on to ?");
    assert_eq!(g.mines_left(), 1, "a question mark is not a flag");
    play(&mut g, Reveal(at(0, 1)));
    assert_eq!(shown(&g), "#1#/###/###");
}

#[test]
fn chord_opens_the_other_neighbours_when_flags_match() {
    let mut g = game("*... .... .... ...*");
    play(&mut g, Reveal(at(1, 1)));
    play(&mut g, Flag(at(0, 0)));
    let out = play(&mut g, Chord(at(1, 1)));
    assert!(!out.changed.is_empty());
    assert_eq!(shown(&g), "F100/1100/0011/001F");
    assert_eq!(g.status(), Status::Won);
    assert_eq!(g.clicks().chord, 1);
}

#[test]
fn chord_does_nothing_when_flags_and_number_differ() {
    let mut g = game("*... .... .... ...*");
    play(&mut g, Reveal(at(1, 1)));
    let before = shown(&g);
    let out = play(&mut g, Chord(at(1, 1)));
    assert!(out.changed.is_empty());
    play(&mut g, Flag(at(0, 0)));
    play(&mut g, Flag(at(0, 1)));
    let out = play(&mut g, Chord(at(1, 1)));
    assert!(out.changed.is_empty(), "two flags around a 1");
    assert_eq!(shown(&g).replace('F', "#"), before);
}

#[test]
fn chord_with_a_wrong_flag_loses_and_shows_everything() {
    let mut g = game("*.*. .... .... ....");
    play_at(&mut g, Reveal(at(1, 0)), 100);
    play_at(&mut g, Flag(at(0, 1)), 200);
    let out = play_at(&mut g, Chord(at(1, 0)), 1300);
    assert_eq!(out.status, Status::Lost);
    assert_eq!(shown(&g), "XW*#/1211/0000/0000");
    assert_eq!(g.elapsed(Millis(99_999)), Millis(1200), "clock stops at the losing action");
    assert_eq!(g.apply(Reveal(at(3, 3)), Millis(2000)), Err(ActionError::GameOver));
}

#[test]
fn revealing_a_mine_loses_and_marks_it_exploded_flags_stay() {
    let mut g = game("**.. .... ...* ....");
    play(&mut g, Flag(at(0, 0)));
    play(&mut g, Reveal(at(0, 1)));
    assert_eq!(g.status(), Status::Lost);
    assert_eq!(shown(&g), "FX##/####/###*/####");
}

#[test]
fn win_flags_the_remaining_mines_and_stops_the_clock() {
    let mut g = game("*.. ... ..*");
    play_at(&mut g, Reveal(at(0, 2)), 1000);
    assert_eq!(g.status(), Status::Playing);
    play_at(&mut g, Reveal(at(2, 0)), 1500);
    assert_eq!(g.status(), Status::Won);
    assert_eq!(shown(&g), "F10/121/01F");
    assert_eq!(g.mines_left(), 0);
    assert_eq!(g.elapsed(Millis(10_000)), Millis(500));
    let s = g.summary().expect("summary after a win");
    assert_eq!(s.time, Millis(500));
    assert_eq!((s.three_bv, s.solved_three_bv, s.clicks.left), (2, 2, 2));
    assert_eq!(s.efficiency, Some(100.0));
    assert!((s.three_bv_per_s.expect("time > 0") - 4.0).abs() < 1e-9);
}

#[test]
fn the_clock_starts_at_the_first_reveal_not_at_a_flag() {
    let mut g = Game::new(BoardSpec::BEGINNER, 5);
    play_at(&mut g, Flag(at(8, 8)), 50);
    assert_eq!(g.status(), Status::Ready);
    assert_eq!(g.elapsed(Millis(500)), Millis::ZERO);
    play_at(&mut g, Reveal(at(4, 4)), 1000);
    assert_eq!(g.elapsed(Millis(3500)), Millis(2500));
}

#[test]
fn off_board_actions_are_refused_and_change_nothing() {
    let mut g = game("*.. ... ...");
    play(&mut g, Reveal(at(0, 1)));
    let before = (shown(&g), g.clicks(), g.history().len());
    for action in [Reveal(at(3, 0)), Flag(at(0, 3)), Chord(at(99, 99)), Question(at(u32::MAX, 0))] {
        let err = g.apply(action, Millis(5)).unwrap_err();
        assert!(matches!(err, ActionError::OffBoard { width: 3, height: 3, .. }), "{err}");
    }
    assert_eq!((shown(&g), g.clicks(), g.history().len()), before);
}

#[test]
fn clicks_count_every_kind_apart_including_wasted_ones() {
    let mut g = game("*... .... .... ...*");
    play(&mut g, Reveal(at(1, 1)));
    play(&mut g, Reveal(at(1, 1)));
    play(&mut g, Flag(at(0, 0)));
    play(&mut g, Chord(at(1, 1)));
    let c = g.clicks();
    assert_eq!((c.left, c.right, c.chord, c.total()), (2, 1, 1, 4));
}

#[test]
fn a_recorded_history_replays_to_the_same_board() {
    let mut g = Game::new(BoardSpec::EXPERT, 42);
    play_at(&mut g, Reveal(at(8, 15)), 10);
    let covered: Vec<_> = (0..g.dims().cells()).filter(|&i| g.view(i).code() == '#').take(20).collect();
    for (k, i) in covered.into_iter().enumerate() {
        let c = g.dims().coord(i);
        let action = if k % 3 == 0 { Flag(c) } else { Reveal(c) };
        if g.apply(action, Millis(20 + k as u64)).is_err() {
            break;
        }
    }
    let mut replay = Game::new(BoardSpec::EXPERT, 42);
    for step in g.history() {
        replay.apply(step.action, step.at).expect("replayed action");
    }
    assert_eq!(replay.codes(), g.codes());
    assert_eq!(replay.status(), g.status());
    assert_eq!(replay.clicks(), g.clicks());
}

#[test]
fn a_game_keeps_at_most_a_million_actions_and_refuses_more_unchanged() {
    use tessera::minesweeper::MAX_ACTIONS;
    let mut game = Game::new(tessera::minesweeper::BoardSpec::BEGINNER, 1);
    for k in 0..MAX_ACTIONS {
        game.apply(Action::Flag(common::at(0, 0)), tessera::time::Millis(k as u64)).expect("a flag toggles");
    }
    let before = game.codes();
    assert_eq!(game.apply(Action::Flag(common::at(0, 0)), tessera::time::Millis(0)), Err(ActionError::HistoryFull(MAX_ACTIONS)));
    assert_eq!((game.codes(), game.history().len()), (before, MAX_ACTIONS));
}

/// A game is NF until a flag is placed: a right click on an open cell, a question mark and
/// the flags a win puts on the mines leave it NF; a flag placed and then undone leaves it FL.
#[test]
fn a_game_is_nf_until_a_flag_is_placed_even_one_undone() {
    use tessera::minesweeper::Style;
    let mut g = game("*.. ... ..*");
    play(&mut g, Reveal(at(2, 0)));
    play(&mut g, Flag(at(2, 0)));
    play(&mut g, Question(at(0, 0)));
    assert_eq!(g.style(), Style::Nf);
    play(&mut g, Question(at(0, 0)));
    for (r, c) in [(0, 1), (0, 2)] {
        play(&mut g, Reveal(at(r, c)));
    }
    assert_eq!((g.status(), g.style()), (Status::Won, Style::Nf), "the win's own flags are not the player's");
    let mut g = game("*.. ... ..*");
    play(&mut g, Reveal(at(2, 0)));
    play(&mut g, Flag(at(0, 0)));
    assert_eq!(g.style(), Style::Fl);
    g.undo(Millis(5_000)).expect("undo the flag");
    assert_eq!((shown(&g).as_bytes()[0], g.style()), (b'#', Style::Fl), "a flag undone was placed");
}
