//! Assistance: the help a player can take during a game, which makes it assisted (the help
//! that explains the game is another thing: `ui/help.js`, `commands/help.rs`). Each is an event of the game's log (a
//! hint, the odds shown, each auto-play move, an undo, a pause, the 15-puzzle's Solve), so a
//! replay re-derives which helps a game had and never takes a file's word for it; a game
//! with any is assisted: kept and replayable, out of the statistics and the best lists.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One kind of help.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Assist {
    Hint,
    Odds,
    Auto,
    Undo,
    Pause,
    Solve,
}

impl Assist {
    pub const ALL: [Assist; 6] = [Assist::Hint, Assist::Odds, Assist::Auto, Assist::Undo, Assist::Pause, Assist::Solve];

    /// The help as the player reads it.
    pub fn name(self) -> &'static str {
        match self {
            Assist::Hint => "hint",
            Assist::Odds => "odds",
            Assist::Auto => "auto-play",
            Assist::Undo => "undo",
            Assist::Pause => "pause",
            Assist::Solve => "Solve",
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The kinds of help one game had (in JSON, a list of their keys: `["hint","undo"]`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Assists(u8);

impl Assists {
    pub const NONE: Assists = Assists(0);

    pub fn with(self, help: Assist) -> Assists {
        Assists(self.0 | help.bit())
    }

    pub fn union(self, other: Assists) -> Assists {
        Assists(self.0 | other.0)
    }

    pub fn contains(self, help: Assist) -> bool {
        self.0 & help.bit() != 0
    }

    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Assist> {
        Assist::ALL.into_iter().filter(move |&h| self.contains(h))
    }

    /// The helps as the player reads them: `hint, undo`.
    pub fn names(self) -> String {
        self.iter().map(Assist::name).collect::<Vec<_>>().join(", ")
    }
}

/// A board or scramble the player knew, or a game that cannot prove itself: out of the bests
/// (and a 15-puzzle solve out of the averages too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Known {
    ChosenSeed,
    Retry,
    TypedPosition,
    TypedBoard,
    /// No replay: recorded before replays, or left by a crash with its log alone.
    Unproven,
}

impl Known {
    fn english(self) -> &'static str {
        match self {
            Known::ChosenSeed => "a chosen seed",
            Known::Retry => "a retry",
            Known::TypedPosition => "a typed position",
            Known::TypedBoard => "a typed board",
            Known::Unproven => "unproven: no replay",
        }
    }
}

/// Why a game does not count: its help (none named for a game recorded before helps were
/// named) and a board or scramble the player knew. The app words it in the player's
/// language; `Display` is English (`assisted: hint, undo; a chosen seed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Aside {
    pub assisted: bool,
    pub helps: Assists,
    pub known: Option<Known>,
}

impl std::fmt::Display for Aside {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let help = match (self.assisted, self.helps.is_empty()) {
            (false, true) => None,
            (_, true) => Some("assisted".to_string()),
            (_, false) => Some(format!("assisted: {}", self.helps.names())),
        };
        let reasons: Vec<String> = [help, self.known.map(|k| k.english().to_string())].into_iter().flatten().collect();
        write!(f, "{}", reasons.join("; "))
    }
}

/// Why a game does not count; none when it counts.
pub fn set_aside(assisted: bool, helps: Assists, known: Option<Known>) -> Option<Aside> {
    (assisted || !helps.is_empty() || known.is_some()).then_some(Aside { assisted, helps, known })
}

impl FromIterator<Assist> for Assists {
    fn from_iter<I: IntoIterator<Item = Assist>>(iter: I) -> Assists {
        iter.into_iter().fold(Assists::NONE, Assists::with)
    }
}

impl Serialize for Assists {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Assists {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Assists, D::Error> {
        Ok(Vec::<Assist>::deserialize(deserializer)?.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helps_read_back_as_the_list_of_their_keys_and_name_themselves() {
        let helps: Assists = [Assist::Undo, Assist::Hint, Assist::Undo].into_iter().collect();
        let json = serde_json::to_string(&helps).expect("json");
        assert_eq!(json, r#"["hint","undo"]"#);
        assert_eq!(serde_json::from_str::<Assists>(&json).expect("reads"), helps);
        assert_eq!(helps.names(), "hint, undo");
        assert!(Assists::NONE.is_empty() && !helps.is_empty());
        assert!(serde_json::from_str::<Assists>(r#"["peek"]"#).is_err());
    }
}
