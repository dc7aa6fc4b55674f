//! A 15-puzzle table's attempts of one control type, as slidysim's leaderboards split them.

use super::{FifteenTable, Solve};
use serde::{Deserialize, Serialize};

/// Which attempts the statistics are of, by how their moves were made (`Solve::controls`):
/// all, or only those of one control type (mixed: more than one). Named as
/// `Controls::label` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ControlFilter {
    All,
    Keyboard,
    Click,
    Hover,
    Mixed,
}

impl ControlFilter {
    pub(super) fn admits(self, solve: &Solve) -> bool {
        let wanted = match self {
            ControlFilter::All => return true,
            ControlFilter::Keyboard => "keyboard",
            ControlFilter::Click => "click",
            ControlFilter::Hover => "hover",
            ControlFilter::Mixed => "mixed",
        };
        solve.controls.label() == wanted
    }
}

impl FifteenTable {
    /// The table of the attempts `filter` admits, in their order: its statistics are the
    /// bests and averages of that control type alone.
    pub fn by_control(&self, filter: ControlFilter) -> FifteenTable {
        FifteenTable { solves: self.solves.iter().filter(|s| filter.admits(s)).cloned().collect(), ..FifteenTable::default() }
    }
}
