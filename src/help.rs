//! The help a player can take during a game. Every help is an event of the game's log (a
//! hint, the odds shown, each auto-play move, an undo, a pause, the 15-puzzle's Solve), so a
//! replay re-derives which helps a game had and never takes a file's word for it; a game
//! with any is assisted: kept and replayable, out of the statistics and the best lists.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One kind of help.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Help {
    Hint,
    Odds,
    Auto,
    Undo,
    Pause,
    Solve,
}

impl Help {
    pub const ALL: [Help; 6] = [Help::Hint, Help::Odds, Help::Auto, Help::Undo, Help::Pause, Help::Solve];

    /// The help as the player reads it.
    pub fn name(self) -> &'static str {
        match self {
            Help::Hint => "hint",
            Help::Odds => "odds",
            Help::Auto => "auto-play",
            Help::Undo => "undo",
            Help::Pause => "pause",
            Help::Solve => "Solve",
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The kinds of help one game had (in JSON, a list of their keys: `["hint","undo"]`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Helps(u8);

impl Helps {
    pub const NONE: Helps = Helps(0);

    pub fn with(self, help: Help) -> Helps {
        Helps(self.0 | help.bit())
    }

    pub fn union(self, other: Helps) -> Helps {
        Helps(self.0 | other.0)
    }

    pub fn contains(self, help: Help) -> bool {
        self.0 & help.bit() != 0
    }

    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Help> {
        Help::ALL.into_iter().filter(move |&h| self.contains(h))
    }

    /// The helps as the player reads them: `hint, undo`.
    pub fn names(self) -> String {
        self.iter().map(Help::name).collect::<Vec<_>>().join(", ")
    }
}

/// Why a game with no replay (one recorded before replays, or one a crash left with its log
/// alone) is kept out of the best lists (and a 15-puzzle solve out of the averages too).
pub const UNPROVEN: &str = "unproven: no replay";

/// Why a game does not count, as the player reads it: its help (`assisted: hint, undo`;
/// `assisted` alone for a game recorded before helps were named) and a board or scramble
/// the player knew (`known`: `a chosen seed`); none when neither.
pub fn set_aside(assisted: bool, helps: Helps, known: Option<&str>) -> Option<String> {
    let help = match (assisted, helps.is_empty()) {
        (false, true) => None,
        (_, true) => Some("assisted".to_string()),
        (_, false) => Some(format!("assisted: {}", helps.names())),
    };
    let reasons: Vec<String> = [help, known.map(str::to_string)].into_iter().flatten().collect();
    (!reasons.is_empty()).then(|| reasons.join("; "))
}

impl FromIterator<Help> for Helps {
    fn from_iter<I: IntoIterator<Item = Help>>(iter: I) -> Helps {
        iter.into_iter().fold(Helps::NONE, Helps::with)
    }
}

impl Serialize for Helps {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Helps {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Helps, D::Error> {
        Ok(Vec::<Help>::deserialize(deserializer)?.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helps_read_back_as_the_list_of_their_keys_and_name_themselves() {
        let helps: Helps = [Help::Undo, Help::Hint, Help::Undo].into_iter().collect();
        let json = serde_json::to_string(&helps).expect("json");
        assert_eq!(json, r#"["hint","undo"]"#);
        assert_eq!(serde_json::from_str::<Helps>(&json).expect("reads"), helps);
        assert_eq!(helps.names(), "hint, undo");
        assert!(Helps::NONE.is_empty() && !helps.is_empty());
        assert!(serde_json::from_str::<Helps>(r#"["peek"]"#).is_err());
    }
}
