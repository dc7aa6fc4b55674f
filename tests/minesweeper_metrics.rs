//! 3BV, solved 3BV, 3BV/s and efficiency on hand-made boards.

mod common;

use common::{at, game, play, play_at};
use tessera::minesweeper::text::parse_layout;
use tessera::minesweeper::{three_bv, Action, Status};

fn bbbv(rows: &str) -> u32 {
    let text: String = rows.split_whitespace().map(|r| format!("{r}\n")).collect();
    three_bv(&parse_layout(&text).expect("layout"))
}

#[test]
fn one_opening_with_its_border_is_one_click() {
    assert_eq!(bbbv("*.. ... ..."), 1);
}

#[test]
fn numbers_that_touch_no_zero_each_count() {
    assert_eq!(bbbv(".*. ... .*."), 7);
}

#[test]
fn separate_openings_count_apart_and_mixed_boards_add_up() {
    assert_eq!(bbbv("*.. ... ..*"), 2);
    // The left and right columns are two openings; the 1 under the wall touches no zero.
    assert_eq!(bbbv("..*.. ..*.. ..*.. ....."), 3);
    // No zero anywhere: every safe cell is a click.
    assert_eq!(bbbv("*.*.* ..... *.*.*"), 9);
}

#[test]
fn a_loss_reports_the_solved_part_and_efficiency_over_all_clicks() {
    // Counts: *10 / 121 / 01* / 011: openings {(0,2)} and {(2,0),(3,0)}, and the 1 at
    // (3,2) touches no zero, so 3BV = 3.
    let mut g = game("*.. ... ..* ...");
    play_at(&mut g, Action::Reveal(at(0, 2)), 0);
    play_at(&mut g, Action::Flag(at(1, 1)), 500);
    play_at(&mut g, Action::Reveal(at(2, 2)), 1000);
    assert_eq!(g.status(), Status::Lost);
    let s = g.summary().expect("summary after a loss");
    assert_eq!((s.three_bv, s.solved_three_bv), (3, 1));
    assert_eq!(s.clicks.total(), 3);
    assert!((s.efficiency.expect("clicks") - 100.0 / 3.0).abs() < 1e-9);
    assert!((s.three_bv_per_s.expect("time") - 1.0).abs() < 1e-9);
}

#[test]
fn no_summary_while_playing() {
    let mut g = game("*.. ... ..*");
    play(&mut g, Action::Reveal(at(0, 2)));
    assert!(g.summary().is_none());
}
