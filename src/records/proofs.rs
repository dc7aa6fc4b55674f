//! Where each recorded game's proof (its board and timed action log, `log.rs`) is kept: one
//! small file per game beside the records, `replays/<game>/<table>/<moment>.txt`, written once
//! when the game is recorded. The records file itself keeps only the figures, so that loading
//! it and saving it stay as fast with full logs as without (an Expert game's log is a couple
//! of kilobytes; a long history's logs are hundreds of megabytes). Exports carry the proofs
//! inline, and an import checks them (`replay.rs`) before it writes them here.

use super::fifteen::Solve;
use super::mines::MinesGame;
use super::Records;
use chrono::{DateTime, FixedOffset};
use std::path::{Path, PathBuf};

/// The most of one proof file that is read: far past any game's (an Expert game's log is a
/// couple of kilobytes; a 15-puzzle marathon of 100 20x20 legs, a few megabytes).
const MAX_PROOF_BYTES: u64 = 64 << 20;

/// A game's proof: the mines (Minesweeper; none for the 15-puzzle), the action log, and the
/// pointer's path (Minesweeper, when recorded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    pub board: Option<String>,
    pub log: String,
    pub path: Option<String>,
}

impl MinesGame {
    /// Takes the game's proof out of it (the records file keeps the figures only).
    pub fn take_proof(&mut self) -> Option<Proof> {
        let board = self.board.take();
        let path = self.path.take();
        self.log.take().map(|log| Proof { board, log, path })
    }

    /// Puts a proof back into the game (an export, a replay).
    pub fn put_proof(&mut self, proof: Proof) {
        (self.board, self.log, self.path) = (proof.board, Some(proof.log), proof.path);
    }
}

impl Solve {
    /// Takes the attempt's proof out of it.
    pub fn take_proof(&mut self) -> Option<Proof> {
        self.log.take().map(|log| Proof { board: None, log, path: None })
    }
}

/// Which game a proof belongs to: `mines` or `fifteen`, the table's key and the game's moment.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ProofKey {
    pub game: &'static str,
    pub table: String,
    pub at: DateTime<FixedOffset>,
}

impl ProofKey {
    pub fn mines(table: &str, at: DateTime<FixedOffset>) -> Self {
        ProofKey { game: "mines", table: table.into(), at }
    }

    pub fn fifteen(table: &str, at: DateTime<FixedOffset>) -> Self {
        ProofKey { game: "fifteen", table: table.into(), at }
    }

    /// The file's path under the proofs' directory: the table's key as a portable name (its
    /// `/`, a policy or a practice mode, becomes `+`), the moment its nanoseconds since 1970
    /// (no `:`, which Windows refuses).
    pub fn relative(&self) -> PathBuf {
        let nanos = self.at.timestamp_nanos_opt().unwrap_or(self.at.timestamp());
        Path::new(self.game).join(crate::portable::file_part(&self.table)).join(format!("{nanos}.txt"))
    }
}

/// The proofs' directory.
pub struct ProofStore {
    dir: PathBuf,
}

impl ProofStore {
    /// The proofs kept beside the records in `records_dir`.
    pub fn beside(records_dir: &Path) -> Self {
        ProofStore { dir: records_dir.join("replays") }
    }

    /// Writes a proof: to a temporary file first (`.proof.saving-*` in the replays folder,
    /// where the next start finds any a crash left), renamed into place, so a crash leaves
    /// either no proof (the game then has no replay) or a whole one.
    pub fn write(&self, key: &ProofKey, proof: &Proof) -> std::io::Result<()> {
        let path = self.dir.join(key.relative());
        let parent = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(parent)?;
        let mut temp = tempfile::Builder::new().prefix(".proof.saving-").tempfile_in(&self.dir)?;
        let pointer = proof.path.as_deref().map_or(String::new(), |p| format!("{p}\n"));
        std::io::Write::write_all(&mut temp, format!("{}\n{}\n{pointer}", proof.board.as_deref().unwrap_or("-"), proof.log).as_bytes())?;
        temp.persist(&path).map(drop).map_err(|e| e.error)
    }

    /// Removes a game's proof (a game taken back out); none there is fine.
    pub fn remove(&self, key: &ProofKey) -> std::io::Result<()> {
        match std::fs::remove_file(self.dir.join(key.relative())) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// A game's proof; none when it has none (recorded before replays) or it cannot be read.
    pub fn read(&self, key: &ProofKey) -> Option<Proof> {
        let text = super::files::read_bounded_text(&self.dir.join(key.relative()), MAX_PROOF_BYTES).ok()?;
        let mut lines = text.strip_suffix('\n')?.split('\n');
        let (board, log, path) = (lines.next()?, lines.next()?, lines.next());
        Some(Proof { board: (board != "-").then(|| board.to_string()), log: log.to_string(), path: path.map(str::to_string) })
    }
}

impl Records {
    /// Takes every game's proof out of the records (what the records file keeps has none),
    /// with the key it is kept under.
    pub fn take_proofs(&mut self) -> Vec<(ProofKey, Proof)> {
        let mut proofs = Vec::new();
        for (table, t) in &mut self.mines {
            for g in &mut t.games {
                if let Some(proof) = g.take_proof() {
                    proofs.push((ProofKey::mines(table, g.at), proof));
                }
            }
        }
        for (table, t) in &mut self.fifteen {
            for s in &mut t.solves {
                if let Some(proof) = s.take_proof() {
                    proofs.push((ProofKey::fifteen(table, s.at), proof));
                }
            }
        }
        proofs
    }

    /// The key of every game's proof.
    pub fn proof_keys(&self) -> Vec<ProofKey> {
        let mines = self.mines.iter().flat_map(|(table, t)| t.games.iter().map(|g| ProofKey::mines(table, g.at)));
        let fifteen = self.fifteen.iter().flat_map(|(table, t)| t.solves.iter().map(|s| ProofKey::fifteen(table, s.at)));
        mines.chain(fifteen).collect()
    }

    /// Puts back each game's proof that `find` has (for an export).
    pub fn put_proofs(&mut self, find: impl Fn(&ProofKey) -> Option<Proof>) {
        for (table, t) in &mut self.mines {
            for g in &mut t.games {
                if let Some(p) = find(&ProofKey::mines(table, g.at)) {
                    g.put_proof(p);
                }
            }
        }
        for (table, t) in &mut self.fifteen {
            for s in &mut t.solves {
                if let Some(p) = find(&ProofKey::fifteen(table, s.at)) {
                    s.log = Some(p.log);
                }
            }
        }
    }
}
