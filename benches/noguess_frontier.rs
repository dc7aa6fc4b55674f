//! How dense a no-guess board Tessera serves, beside ms_toollib's `laymine_solvable`, in one
//! run: for Expert 30x16, 16x16 and 9x9 (first click at (3,3), as `mines generate --no-guess`
//! is measured), each mine count from the classic density up: boards found of boards asked,
//! and the mean and p95 time per board; then the densest count served every time with p95
//! under 100 ms. ms_toollib filters random boards, so it is asked fewer boards, each with a
//! cap on its tries (`laymine_solvable`'s `max_times`), and a count it fails at ends its row.
//!
//! Run: `cargo bench --bench noguess_frontier` (`TESSERA_FRONTIER_BOARDS=N` boards a count, 100
//! by default; `TESSERA_FRONTIER_PEER=N` for ms_toollib, 3 by default).

use std::time::Instant;
use tessera::minesweeper::noguess::{generate, is_no_guess};
use tessera::minesweeper::{BoardSpec, Coord};

const BOARDS: [(&str, u32, u32, &[u32]); 3] = [
    ("expert 30x16", 30, 16, &[99, 130, 160, 180, 190, 200, 205, 210, 220, 230]),
    ("16x16", 16, 16, &[40, 60, 80, 100, 110, 120, 125, 130, 150]),
    ("9x9", 9, 9, &[10, 20, 30, 35, 40, 45, 50]),
];

/// ms_toollib's tries per board before it gives up.
const PEER_TRIES: usize = 200_000;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Mean and 95th percentile (nearest rank), in ms.
fn figures(times: &mut [f64]) -> (f64, f64) {
    if times.is_empty() {
        return (f64::NAN, f64::NAN);
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let rank = ((0.95 * times.len() as f64).ceil() as usize).clamp(1, times.len()) - 1;
    (mean, times[rank])
}

fn main() {
    let asked = env("TESSERA_FRONTIER_BOARDS", 100);
    let peer_asked = env("TESSERA_FRONTIER_PEER", 3);
    println!("board          mines | tessera found  mean ms   p95 ms | ms_toollib found  mean ms");
    for (name, width, height, counts) in BOARDS {
        let first = Coord::new(3, 3);
        let mut served = None;
        let mut peer_gave_up = false;
        for &mines in counts {
            let spec = BoardSpec::new(width.into(), height.into(), mines.into()).expect("a board");
            let (mut found, mut times) = (0, Vec::new());
            for seed in 0..asked as u64 {
                let started = Instant::now();
                let layout = generate(spec, first, seed);
                times.push(started.elapsed().as_secs_f64() * 1000.0);
                if let Ok(layout) = layout {
                    // Every board called no-guess is one: the project's own exact checker.
                    assert!(is_no_guess(&layout, first), "{name} {mines} seed {seed}: not no-guess");
                    found += 1;
                }
            }
            let (mean, p95) = figures(&mut times);
            if found == asked && p95 < 100.0 {
                served = Some(mines);
            }
            let peer = if peer_gave_up {
                "           -        -".to_string()
            } else {
                let (mut peer_found, mut peer_times) = (0, Vec::new());
                for _ in 0..peer_asked {
                    let started = Instant::now();
                    let (_, ok) = ms_toollib::laymine_solvable(height as usize, width as usize, mines as usize, 3, 3, PEER_TRIES);
                    peer_times.push(started.elapsed().as_secs_f64() * 1000.0);
                    peer_found += usize::from(ok);
                }
                peer_gave_up = peer_found == 0;
                let (peer_mean, _) = figures(&mut peer_times);
                format!("{:>9}/{:<3} {:>8.1}", peer_found, peer_asked, peer_mean)
            };
            println!("{name:<14} {mines:>5} | {found:>9}/{asked:<3} {mean:>8.1} {p95:>8.1} | {peer}");
        }
        match served {
            Some(mines) => println!("{name}: densest served {asked} of {asked} with p95 under 100 ms: {mines} mines"),
            None => println!("{name}: no count served {asked} of {asked} with p95 under 100 ms"),
        }
    }
}
