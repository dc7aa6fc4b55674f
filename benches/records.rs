//! Records at scale: a player with 100,000 15-puzzle solves (4x4) and 100,000 Minesweeper
//! games (Expert). Targets: load under 300 ms, record one more game under 5 ms, the records
//! view under 100 ms; the snapshot's size and the bytes written per recorded game are printed.
//! Recording a game appends its one line to the store's log and flushes it (`store_append`);
//! only a compaction (at a start with a long log, or after a failed write) copies the records
//! under the app's lock and encodes the copy (`save_copy`, `save_encode`). The games' boards
//! and logs are not in the records (each is a small file of its own, `records::proofs`), so
//! they are not here.
//!
//! Run: `cargo bench --bench records`.

use chrono::{DateTime, Duration, FixedOffset, TimeZone};
use std::sync::LazyLock;
use tessera::records::fifteen::{Solve, Source};
use tessera::records::mines::{Ending, MinesGame};
use tessera::records::change::Change;
use tessera::records::document::{decode, encode, Decoded};
use tessera::records::store::{encode_change, Store};
use tessera::records::Records;
use tessera::rng::SeededRng;

const GAMES: usize = 100_000;

fn start() -> DateTime<FixedOffset> {
    FixedOffset::east_opt(3600).expect("offset").with_ymd_and_hms(2024, 1, 1, 9, 0, 0).single().expect("date")
}

fn solve(rng: &mut SeededRng, k: usize) -> Solve {
    let dnf = rng.below(50) == 0;
    let moves = 40 + rng.below(40) as u32;
    Solve {
        at: start() + Duration::seconds(k as i64 * 60),
        time_ms: (!dnf).then(|| 6_000 + rng.below(20_000)),
        moves,
        multi_moves: moves - 5,
        scramble: "15 14 13 12 11 10 9 8 7 6 5 4 3 1 2 0".into(),
        source: Source::Random,
        assisted: false, help: Default::default(),
        optimal: Some(moves - 10),
        splits: Vec::new(),
        seed: Some(rng.below(1 << 53)),
        proof: true,
        log: None,
        controls: Default::default(),
    }
}

fn mines_game(rng: &mut SeededRng, k: usize) -> MinesGame {
    let ending = match rng.below(3) {
        0 => Ending::Won,
        _ => Ending::Lost,
    };
    MinesGame {
        ending,
        at: start() + Duration::seconds(k as i64 * 60 + 30),
        time_ms: 30_000 + rng.below(100_000),
        three_bv: 100 + rng.below(80) as u32,
        solved_three_bv: 50 + rng.below(50) as u32,
        clicks: 150 + rng.below(100) as u32,
        seed: Some(rng.below(1 << 53)),
        assisted: false, help: Default::default(),
        chosen_seed: false,
        board: None,
        path: None,
        proof: true,
        log: None,
        style: None,
        figures: None,
    }
}

static BIG: LazyLock<(Records, String)> = LazyLock::new(|| {
    let mut rng = SeededRng::new(1);
    let mut records = Records::default();
    records.fifteen.entry("4x4".into()).or_default().solves = (0..GAMES).map(|k| solve(&mut rng, k)).collect();
    records.mines.entry("expert".into()).or_default().games = (0..GAMES).map(|k| mines_game(&mut rng, k)).collect();
    let text = encode(&records).expect("encodes");
    // As after the first view or game of a session: the best figures are known.
    records.fifteen["4x4"].stats(start().date_naive());
    records.mines["expert"].stats();
    records.warm();
    eprintln!("records file: {:.1} MB for {GAMES} solves and {GAMES} games", text.len() as f64 / 1e6);
    (records, text)
});

fn main() {
    divan::main();
}

#[divan::bench(sample_count = 10)]
fn load(bencher: divan::Bencher) {
    let text = &BIG.1;
    bencher.bench(|| match decode(text.as_bytes()) {
        Ok(Decoded::Current(r)) => r.fifteen.len(),
        _ => panic!("a current file"),
    });
}

/// A copy of `records` with room for one more game in each table, as records read from disk
/// have (a vector grown while it is read holds more than its games): a copy holds exactly its
/// games, and its first game moved the whole table, milliseconds that were not the recording's.
fn roomy(records: &Records) -> Records {
    let mut copy = records.clone();
    copy.fifteen.values_mut().for_each(|t| t.solves.reserve(1));
    copy.mines.values_mut().for_each(|t| t.games.reserve(1));
    copy
}

#[divan::bench(sample_count = 20)]
fn record_fifteen_solve(bencher: divan::Bencher) {
    let mut rng = SeededRng::new(2);
    bencher.with_inputs(|| roomy(&BIG.0)).bench_local_refs(|r| r.record_fifteen("4x4", solve(&mut rng, GAMES)).len());
}

/// The same into a history none of whose solves counts (an import without replays): the
/// current averages read the last counted solves without going over the whole history.
#[divan::bench(sample_count = 20)]
fn record_fifteen_solve_after_unproven(bencher: divan::Bencher) {
    static UNPROVEN: LazyLock<Records> = LazyLock::new(|| {
        let mut rng = SeededRng::new(1);
        let mut records = Records::default();
        records.fifteen.entry("4x4".into()).or_default().solves = (0..GAMES).map(|k| Solve { proof: false, ..solve(&mut rng, k) }).collect();
        records.fifteen["4x4"].stats(start().date_naive());
        records
    });
    let mut rng = SeededRng::new(2);
    bencher.with_inputs(|| roomy(&UNPROVEN)).bench_local_refs(|r| r.record_fifteen("4x4", solve(&mut rng, GAMES)).len());
}

#[divan::bench(sample_count = 20)]
fn record_mines_game(bencher: divan::Bencher) {
    let mut rng = SeededRng::new(3);
    bencher.with_inputs(|| roomy(&BIG.0)).bench_local_refs(|r| r.record_mines("expert", mines_game(&mut rng, GAMES)).len());
}

/// The first view after a load: the best averages over the whole history are computed then
/// (and kept for the views and games that follow).
#[divan::bench(sample_count = 10)]
fn first_view(bencher: divan::Bencher) {
    bencher.with_inputs(|| match decode(BIG.1.as_bytes()) {
        Ok(Decoded::Current(r)) => r,
        _ => panic!("a current file"),
    })
    .bench_local_values(|records| view_of(&records));
}

/// What the app does in the background once its first board is up (`Records::warm`): the
/// first view then costs what `view` does.
#[divan::bench(sample_count = 10)]
fn warm(bencher: divan::Bencher) {
    bencher.with_inputs(|| match decode(BIG.1.as_bytes()) {
        Ok(Decoded::Current(r)) => r,
        _ => panic!("a current file"),
    })
    .bench_local_refs(|records| records.warm());
}

#[divan::bench(sample_count = 10)]
fn view(bencher: divan::Bencher) {
    bencher.bench(|| view_of(&BIG.0));
}

/// What the records view computes: both tables' statistics.
fn view_of(records: &Records) -> u32 {
    let f = records.fifteen["4x4"].stats(start().date_naive());
    let m = records.mines["expert"].stats();
    f.total_solves + m.played
}

#[divan::bench(sample_count = 10)]
fn save_encode(bencher: divan::Bencher) {
    let records = &BIG.0;
    bencher.bench(|| encode(records).expect("encodes").len());
}

/// What the app's writer thread holds the records' lock for: a copy (then encoded outside it).
#[divan::bench(sample_count = 10)]
fn save_copy(bencher: divan::Bencher) {
    let records = &BIG.0;
    bencher.bench(|| records.clone().fifteen.len());
}

/// A store in a directory of its own holding the big history as its snapshot.
fn big_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).store;
    store.compact(&BIG.0).expect("snapshot");
    (dir, store)
}

/// Recording one more game in a store of the big history: its line appended and flushed to
/// disk. Prints the bytes written per game, against the snapshot every game used to rewrite.
#[divan::bench(sample_count = 20)]
fn store_append(bencher: divan::Bencher) {
    let (_dir, store) = big_store();
    let mut rng = SeededRng::new(4);
    let mut k = GAMES;
    let appended = std::cell::Cell::new(0usize);
    bencher.bench_local(|| {
        k += 1;
        let line = encode_change(&Change::Mines { table: "expert".into(), game: mines_game(&mut rng, k) }).expect("line");
        store.append(std::slice::from_ref(&line)).expect("append");
        appended.set(appended.get() + 1);
    });
    let log = std::fs::metadata(store.log_path()).map_or(0, |m| m.len());
    let snapshot = std::fs::metadata(store.path()).map_or(0, |m| m.len());
    eprintln!(
        "bytes written per recorded game: {:.0} (log {log} bytes over {} games); a whole snapshot is {snapshot}",
        log as f64 / appended.get().max(1) as f64,
        appended.get()
    );
}

/// Opening a store of the big history with 1,000 games in its log: the snapshot read, the
/// log's changes applied.
#[divan::bench(sample_count = 10)]
fn store_open(bencher: divan::Bencher) {
    let (dir, store) = big_store();
    let mut rng = SeededRng::new(5);
    let lines: Vec<String> = (0..1_000)
        .map(|k| encode_change(&Change::Fifteen { table: "4x4".into(), solve: solve(&mut rng, GAMES + k) }).expect("line"))
        .collect();
    store.append(&lines).expect("append");
    drop(store);
    bencher.bench(|| Store::open(dir.path()).records.games());
}

/// The 100,000 solves in 1,000 sessions of 100 each.
static IN_SESSIONS: LazyLock<Records> = LazyLock::new(|| {
    let mut records = Records { fifteen: BIG.0.fifteen.clone(), ..Records::default() };
    for k in (0..GAMES).step_by(100) {
        records.open_session(start() + Duration::seconds(k as i64 * 60));
    }
    records
});

/// What the sessions panel asks (`fifteen_sessions`): the list of sessions, and the latest
/// one's figures.
#[divan::bench(sample_count = 10)]
fn sessions_view(bencher: divan::Bencher) {
    let records = &*IN_SESSIONS;
    let latest = *records.sessions.last().expect("sessions");
    bencher.bench(|| (records.session_list().len(), records.session_stats(latest).map(|s| s.tables.len())));
}
