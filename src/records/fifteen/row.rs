//! One attempt as the records view lists it.

use super::{Solve, Source};
use crate::assist::Assists;
use chrono::{DateTime, FixedOffset};
use serde::Serialize;

/// One attempt as the records view lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SolveRow {
    pub at: DateTime<FixedOffset>,
    pub time_ms: Option<u64>,
    pub moves: u32,
    pub optimal: Option<u32>,
    pub source: Source,
    pub assisted: bool,
    pub help: Assists,
    /// Why it does not count (`assisted: hint; a retry`, as the page words it).
    pub aside: Option<crate::assist::Aside>,
    pub splits: Vec<u64>,
    /// It has a replay.
    pub proof: bool,
    /// How its moves were made (`Controls::label`).
    pub controls: &'static str,
}

impl SolveRow {
    pub fn of(s: &Solve) -> SolveRow {
        SolveRow {
            at: s.at,
            time_ms: s.time_ms,
            moves: s.moves,
            optimal: s.optimal,
            source: s.source,
            assisted: s.assisted,
            help: s.help,
            aside: s.set_aside(),
            splits: s.splits.clone(),
            proof: s.proof,
            controls: s.controls.label(),
        }
    }
}
