use super::*;
use crate::fifteen::solver::quick;

fn shape(w: i64, h: i64) -> Shape {
    Shape::new(w, h).unwrap()
}

/// Plays the quick solver's solution of the current leg, one move a millisecond from `t`.
fn solve_leg(run: &mut Run, t: &mut u64) -> RunOutcome {
    let moves = quick(run.game().board()).unwrap();
    let mut last = None;
    for dir in moves {
        *t += 1;
        last = Some(run.apply(Move::Tile { dir }, Millis(*t)).unwrap());
    }
    last.unwrap()
}

#[test]
fn keys_round_trip_and_name_the_mode() {
    let modes = [
        Mode::relay(vec![shape(3, 3), shape(4, 4), shape(5, 5)]).unwrap(),
        Mode::marathon(shape(4, 4), 42).unwrap(),
        Mode::blind(shape(3, 4)),
    ];
    let keys: Vec<String> = modes.iter().map(Mode::key).collect();
    assert_eq!(keys, ["relay/3x3,4x4,5x5", "marathon/42/4x4", "blind/3x4"]);
    for m in &modes {
        assert_eq!(Mode::from_key(&m.key()).as_ref(), Some(m));
    }
    assert_eq!(modes[0].name(), "Relay 3×3, 4×4, 5×5");
    assert_eq!(modes[1].name(), "Marathon of 42, 4×4");
    for bad in ["4x4", "relay/4x4", "marathon/1/4x4", "marathon/x/4x4", "blind/1x2", "blind/21x21", "solo/4x4"] {
        assert_eq!(Mode::from_key(bad), None, "{bad}");
    }
}

#[test]
fn bad_modes_are_refused_with_the_reason() {
    assert_eq!(Mode::relay(vec![shape(4, 4)]), Err(ModeError::RelayLegs(1)));
    assert_eq!(Mode::relay(vec![shape(3, 3); 17]), Err(ModeError::RelayLegs(17)));
    assert_eq!(Mode::marathon(shape(4, 4), 1), Err(ModeError::MarathonCount(1)));
    assert_eq!(Mode::marathon(shape(4, 4), -5), Err(ModeError::MarathonCount(-5)));
    assert!(Mode::marathon(shape(4, 4), 1001).is_err());
}

/// A help asked for during a run holds the run's clock until its answer, or until the
/// player's next move; the wait is in the leg's log.
#[test]
fn a_runs_clock_is_held_while_a_help_is_answered() {
    use crate::fifteen::{Aid, Direction, Event};
    let mode = Mode::relay(vec![shape(3, 3), shape(3, 3)]).unwrap();
    let mut run = Run::new(mode, 7, RunOrigin::Random);
    let legal = |run: &Run| [Direction::Up, Direction::Down, Direction::Left, Direction::Right].into_iter().find(|&d| run.game().board().mover(d).is_some()).unwrap();
    let dir = legal(&run);
    run.apply(Move::Tile { dir }, Millis(1_000)).unwrap();
    assert!(run.wait(Millis(1_100)).is_err(), "nothing asked, nothing to wait for");
    run.aid(Aid::Hint, Millis(1_100)).unwrap();
    run.wait(Millis(1_100)).unwrap();
    assert!(run.is_waiting() && !run.game().is_paused());
    assert_eq!(run.elapsed(Millis(3_100)), Millis(100), "the wait is not the player's time");
    run.resume(Millis(3_100)).unwrap();
    assert_eq!(run.elapsed(Millis(3_200)), Millis(200));
    assert_eq!(run.resume(Millis(3_200)), Err(MoveError::NotNow("a practice run is never paused")));
    // Asked again; a move before the answer runs the clock on.
    run.aid(Aid::Hint, Millis(3_200)).unwrap();
    run.wait(Millis(3_200)).unwrap();
    run.apply(Move::Tile { dir: dir.opposite() }, Millis(4_200)).unwrap();
    assert!(!run.is_waiting());
    assert_eq!(run.elapsed(Millis(4_300)), Millis(300));
    assert_eq!(run.events().filter(|e| e.event == Event::Wait).count(), 2);

    // Between legs: the next leg not started, the run's clock runs, and a help asked for
    // then holds it too.
    let mut t = 4_300;
    let out = solve_leg(&mut run, &mut t);
    assert!(out.next_leg && run.game().status() == Status::Ready);
    let at = run.elapsed(Millis(t + 100));
    run.aid(Aid::Hint, Millis(t + 100)).unwrap();
    run.wait(Millis(t + 100)).unwrap();
    assert!(run.is_waiting());
    assert_eq!(run.elapsed(Millis(t + 2_100)), at, "held between legs");
    run.resume(Millis(t + 2_100)).unwrap();
    assert!(!run.is_waiting() && run.game().status() == Status::Ready, "the leg still waits for its first move");
    assert_eq!(run.elapsed(Millis(t + 2_200)), Millis(at.0 + 100));
    // And a first move during the wait runs it on and starts the leg.
    run.aid(Aid::Hint, Millis(t + 2_200)).unwrap();
    run.wait(Millis(t + 2_200)).unwrap();
    let dir = legal(&run);
    run.apply(Move::Tile { dir }, Millis(t + 3_200)).unwrap();
    assert!(!run.is_waiting() && run.game().status() == Status::Running);
    assert_eq!(run.elapsed(Millis(t + 3_300)), Millis(at.0 + 200));
    assert_eq!(run.events().filter(|e| e.event == Event::Wait).count(), 4);
}

#[test]
fn a_relay_deals_each_size_in_turn_and_one_clock_runs_from_the_first_move_to_the_last() {
    let mode = Mode::relay(vec![shape(3, 3), shape(4, 4), shape(5, 3)]).unwrap();
    let mut run = Run::new(mode, 7, RunOrigin::Random);
    assert_eq!(run.status(), Status::Ready);
    assert_eq!(run.elapsed(Millis(500)), Millis::ZERO, "no move, no time");
    let mut t = 1000;
    let first = t + 1;
    let mut moves = 0;
    for leg in 0..3 {
        assert_eq!(run.leg(), leg);
        assert_eq!(run.game().board().shape(), run.mode().size(leg));
        let before = run.moves();
        let out = solve_leg(&mut run, &mut t);
        moves += run.moves() - before;
        if leg < 2 {
            assert!(out.next_leg);
            assert_eq!(out.status, Status::Running);
            assert_eq!(run.game().status(), Status::Ready, "the next leg waits for its first move");
            t += 250; // the player looks at the new scramble; the run's clock goes on
        } else {
            assert!(!out.next_leg);
            assert_eq!(out.status, Status::Solved);
        }
        assert_eq!(run.splits().len(), leg + 1);
        assert_eq!(run.splits()[leg], Millis(t - if leg < 2 { 250 } else { 0 } - first));
    }
    assert_eq!(run.elapsed(Millis(t + 10_000)), Millis(t - first), "stopped by the solving move");
    assert_eq!(run.moves(), moves);
    assert_eq!(run.summary(Millis(t)).moves, moves);
    assert_eq!(run.scrambles().len(), 3);
    // MD and MMD of the whole run: every leg's scramble's distance, all the moves over it.
    let md: u32 = run.scrambles().iter().map(|s| crate::fifteen::text::parse_state(s).expect("scramble").manhattan_distance()).sum();
    assert_eq!(run.summary(Millis(t)).md, md);
    assert_eq!(run.summary(Millis(t)).mmd, Some(f64::from(moves) / f64::from(md)));
    // Each leg's own figures add up to the run's.
    let legs = run.legs();
    assert_eq!(legs.len(), 3);
    assert_eq!(legs.iter().map(|l| l.moves).sum::<u32>(), moves);
    assert_eq!(legs.iter().map(|l| l.md).sum::<u32>(), md);
    assert_eq!(legs.iter().map(|l| l.time.0).sum::<u64>(), run.splits()[2].0);
    assert_eq!(legs[1].time, run.splits()[1].since(run.splits()[0]));
    assert_eq!(run.apply(Move::Tile { dir: crate::fifteen::Direction::Up }, Millis(t + 1)), Err(MoveError::Solved));
}

#[test]
fn a_marathon_deals_fresh_scrambles_of_one_size_and_a_retry_deals_the_same_ones() {
    let mut run = Run::new(Mode::marathon(shape(3, 3), 4).unwrap(), 99, RunOrigin::Random);
    let mut t = 0;
    while run.status() != Status::Solved {
        solve_leg(&mut run, &mut t);
    }
    assert_eq!(run.splits().len(), 4);
    assert!(run.splits().windows(2).all(|w| w[0] < w[1]));
    let scrambles = run.scrambles().to_vec();
    let distinct: std::collections::HashSet<_> = scrambles.iter().collect();
    assert_eq!(distinct.len(), 4, "{scrambles:?}");
    let mut again = run.retry();
    assert_eq!(again.origin(), RunOrigin::Retry);
    while again.status() != Status::Solved {
        solve_leg(&mut again, &mut t);
    }
    assert_eq!(again.scrambles(), scrambles.as_slice());
    let other = Run::new(Mode::marathon(shape(3, 3), 4).unwrap(), 100, RunOrigin::Random);
    assert_ne!(other.scrambles()[0], scrambles[0]);
}

#[test]
fn a_blind_solve_goes_on_past_the_goal_until_declared_and_is_judged_then() {
    let mut run = Run::new(Mode::blind(shape(3, 3)), 5, RunOrigin::Random);
    assert_eq!(run.declare(Millis(1)), Err(MoveError::NotStarted));
    let mut t = 100;
    let out = solve_leg(&mut run, &mut t);
    assert_eq!(out.status, Status::Running, "the tiles home tell the player nothing");
    assert!(run.game().board().is_solved());
    assert_eq!(run.declare(Millis(t + 40)), Ok(Status::Solved));
    assert_eq!(run.elapsed(Millis(t + 1000)), Millis(t + 40 - 101));
    assert_eq!(run.splits(), &[Millis(t + 40 - 101)]);

    let mut run = Run::new(Mode::blind(shape(3, 3)), 5, RunOrigin::Random);
    let mut t = 100;
    solve_leg(&mut run, &mut t);
    // One move too many: off the goal, and declared so.
    let dir = [crate::fifteen::Direction::Down, crate::fifteen::Direction::Right]
        .into_iter()
        .find(|&d| run.game().board().mover(d).is_some())
        .unwrap();
    run.apply(Move::Tile { dir }, Millis(t + 1)).unwrap();
    assert_eq!(run.declare(Millis(t + 2)), Ok(Status::Failed));
    assert_eq!(run.status(), Status::Failed);
    assert!(run.splits().is_empty());
    assert_eq!(run.declare(Millis(t + 3)), Err(MoveError::Over));
    assert!(run.apply(Move::Tile { dir }, Millis(t + 4)).is_err());
}

#[test]
fn only_a_blind_solve_is_declared() {
    let mut run = Run::new(Mode::marathon(shape(3, 3), 2).unwrap(), 1, RunOrigin::Random);
    let mut t = 0;
    solve_leg(&mut run, &mut t);
    assert_eq!(run.declare(Millis(t)), Err(MoveError::NotBlind));
}
