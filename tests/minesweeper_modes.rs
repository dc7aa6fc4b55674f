//! Metasweeper's adaptive modes on Tessera's exact rule: every click in random games on small
//! boards is judged against a brute-force oracle (every layout consistent with what was shown
//! and the mine count, independent of the solver), and every game replays from its seed.

use tessera::minesweeper::{Action, BoardSpec, CellView, Coord, Game, Mode, Status};
use tessera::records::{policy_table, replay::mines_table_spec};
use tessera::rng::SeededRng;
use tessera::time::Millis;

/// What a cell was before an action: proved safe, proved a mine, or neither.
struct Oracle {
    safe: Vec<bool>,
    mine: Vec<bool>,
    some_safe: bool,
}

/// Every layout consistent with what `game` shows, by brute force over the covered cells.
fn oracle(game: &Game) -> Oracle {
    let dims = game.dims();
    let cells = dims.cells();
    let covered: Vec<usize> = (0..cells).filter(|&i| !matches!(game.view(i), CellView::Open(_))).collect();
    let mines = game.spec().mines();
    let (mut can_mine, mut can_safe) = (vec![false; cells], vec![false; cells]);
    assert!(covered.len() <= 25 && mines > 0, "the oracle is for small boards");
    // Every subset of the covered cells with `mines` members (Gosper's hack).
    let mut subset: u32 = (1 << mines) - 1;
    while subset < 1 << covered.len() {
        let mut layout = vec![false; cells];
        for (b, &c) in covered.iter().enumerate() {
            layout[c] = subset >> b & 1 == 1;
        }
        let fits = (0..cells).all(|i| match game.view(i) {
            CellView::Open(n) => dims.neighbour_indices(i).filter(|&j| layout[j]).count() == usize::from(n),
            _ => true,
        });
        if fits {
            for &c in &covered {
                can_mine[c] |= layout[c];
                can_safe[c] |= !layout[c];
            }
        }
        let low = subset & subset.wrapping_neg();
        let high = subset + low;
        subset = (((high ^ subset) >> 2) / low) | high;
    }
    let safe: Vec<bool> = (0..cells).map(|c| covered.contains(&c) && !can_mine[c]).collect();
    let mine: Vec<bool> = (0..cells).map(|c| covered.contains(&c) && !can_safe[c]).collect();
    let some_safe = covered.iter().any(|&c| safe[c]);
    Oracle { safe, mine, some_safe }
}

/// Whether a reveal of `c` loses under `mode`, by the rule as the issue words it.
fn reveal_loses(mode: Mode, o: &Oracle, c: usize, mine_as_dealt: bool) -> bool {
    match mode {
        Mode::Strict => !o.safe[c],
        Mode::Weak if o.some_safe => !o.safe[c],
        Mode::Weak => o.mine[c],
        Mode::Blessing if !o.some_safe => o.mine[c],
        Mode::Guessable | Mode::Lucky => o.mine[c],
        _ => mine_as_dealt,
    }
}

/// Random games in each adaptive mode: reveals, flags and chords on random cells, each
/// reveal's result as the rule says, no number ever shown changes, and the game comes back
/// from its seed and actions.
#[test]
fn every_click_meets_its_modes_rule_and_the_game_replays() {
    let spec = BoardSpec::new(5, 5, 5).expect("a board");
    let dims = spec.dims();
    for mode in [Mode::Strict, Mode::Weak, Mode::Blessing, Mode::Guessable, Mode::Lucky] {
        let (mut judged, mut moved) = (0, 0);
        for seed in 0..100u64 {
            let mut game = Game::with_mode(spec, seed, mode);
            let mut rng = SeededRng::new(seed + 1000);
            let mut now = 0;
            game.apply(Action::Reveal(Coord::new(0, 0)), Millis(now)).expect("the first click");
            assert_eq!(game.layout(), game.dealt(), "{mode:?}: the first click is never dealt again");
            while game.status() == Status::Playing {
                now += 50;
                let shown: Vec<CellView> = (0..dims.cells()).map(|i| game.view(i)).collect();
                let closed: Vec<usize> = (0..dims.cells()).filter(|&i| matches!(shown[i], CellView::Covered)).collect();
                let numbers: Vec<usize> = (0..dims.cells()).filter(|&i| matches!(shown[i], CellView::Open(n) if n > 0)).collect();
                let o = oracle(&game);
                let before = game.layout().cloned().expect("dealt");
                let roll = rng.below(10);
                if roll == 0 && !closed.is_empty() {
                    let c = closed[rng.index(closed.len())];
                    game.apply(Action::Flag(dims.coord(c)), Millis(now)).expect("a flag");
                    continue;
                }
                if roll == 1 && !numbers.is_empty() {
                    let c = numbers[rng.index(numbers.len())];
                    let targets: Vec<usize> = dims.neighbour_indices(c).filter(|&j| shown[j] == CellView::Covered).collect();
                    let flags = dims.neighbour_indices(c).filter(|&j| shown[j] == CellView::Flagged).count();
                    let CellView::Open(n) = shown[c] else { unreachable!() };
                    game.apply(Action::Chord(dims.coord(c)), Millis(now)).expect("a chord");
                    if mode == Mode::Strict && flags == usize::from(n) && !targets.is_empty() {
                        let lost = game.status() == Status::Lost;
                        assert_eq!(lost, targets.iter().any(|&t| !o.safe[t]), "{mode:?} seed {seed}: a chord is judged cell by cell");
                    }
                } else {
                    // Half the time a cell where the rule and the board as dealt disagree.
                    let against: Vec<usize> =
                        closed.iter().copied().filter(|&c| reveal_loses(mode, &o, c, before.is_mine(c)) != before.is_mine(c)).collect();
                    let pool = if roll < 6 && !against.is_empty() { &against } else { &closed };
                    let Some(&c) = pool.get(rng.index(pool.len().max(1))) else { break };
                    game.apply(Action::Reveal(dims.coord(c)), Millis(now)).expect("a reveal");
                    let lost = game.status() == Status::Lost;
                    assert_eq!(lost, reveal_loses(mode, &o, c, before.is_mine(c)), "{mode:?} seed {seed}: reveal of {c}");
                    judged += 1;
                }
                let after = game.layout().expect("dealt");
                moved += usize::from(after != &before);
                assert_eq!(after.mine_count(), spec.mines());
                for (i, view) in shown.iter().enumerate() {
                    if let CellView::Open(n) = view {
                        assert_eq!(game.view(i), CellView::Open(*n), "{mode:?} seed {seed}: a number shown changed");
                    }
                }
            }
            let mut again = Game::with_mode(spec, seed, mode);
            for timed in game.history() {
                let _ = again.apply(timed.action, timed.at);
            }
            assert_eq!((again.codes(), again.layout()), (game.codes(), game.layout()), "{mode:?} seed {seed}: the replay");
        }
        assert!(judged > 100 && moved > 5, "{mode:?}: only {judged} reveals judged and {moved} re-deals");
    }
}

/// An undo takes a re-deal back with its click, and the same click again deals the same.
#[test]
fn an_undone_click_deals_the_same_again() {
    let spec = BoardSpec::new(5, 5, 5).expect("a board");
    let mut checked = 0;
    for seed in 0..40 {
        let mut game = Game::with_mode(spec, seed, Mode::Strict);
        game.apply(Action::Reveal(Coord::new(0, 0)), Millis(0)).expect("first");
        let o = oracle(&game);
        let Some(c) = (0..25).find(|&c| !o.safe[c] && !o.mine[c] && game.view(c) == CellView::Covered) else { continue };
        let dealt = game.layout().cloned();
        game.apply(Action::Reveal(spec.dims().coord(c)), Millis(100)).expect("a guess");
        assert_eq!(game.status(), Status::Lost);
        let lost_on = game.layout().cloned();
        game.undo(Millis(200)).expect("undo");
        assert_eq!((game.status(), game.layout().cloned()), (Status::Playing, dealt), "seed {seed}");
        game.apply(Action::Reveal(spec.dims().coord(c)), Millis(300)).expect("again");
        assert_eq!(game.layout().cloned(), lost_on, "seed {seed}");
        checked += 1;
    }
    assert!(checked > 10);
}

/// Each mode is its own records table, read back from its key.
#[test]
fn each_mode_is_its_own_table() {
    let mut keys: Vec<String> = Mode::ALL.iter().map(|&m| policy_table("expert", m)).collect();
    for (key, mode) in keys.iter().zip(Mode::ALL) {
        assert_eq!(mines_table_spec(key), Some((BoardSpec::EXPERT, mode)), "{key}");
    }
    assert_eq!(keys[0], "expert");
    assert_eq!(mines_table_spec("expert/opens"), None, "an opening's table is the board's own key");
    keys.dedup();
    assert_eq!(keys.len(), 8);
}
