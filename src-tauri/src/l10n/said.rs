//! A message for the page to word: a catalogue id and its variables. The backend's errors and
//! notices carry one, so that the page says them in the player's language; their English (the
//! `Display` that tests and logs read) is the English catalogue's.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use std::fmt;

/// A catalogue message with its variables.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// A variable: text as it is (a path, a name, a reason no catalogue words), a whole number
/// (a count, which chooses a plural form), or another message worded in its place.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Said(Box<Said>),
}

impl Said {
    pub fn new(id: &'static str) -> Said {
        Said { id, args: Vec::new() }
    }

    /// The message with one more variable.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Said {
        self.args.push((name, value.into()));
        self
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::english_texts().say(self))
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<Said> for Arg {
    fn from(said: Said) -> Arg {
        Arg::Said(Box::new(said))
    }
}

macro_rules! whole {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                i64::try_from(n).map_or_else(|_| Arg::Text(n.to_string()), Arg::Number)
            }
        }
    )*};
}
whole!(i64, u64, u32, i32, usize, u16, u8);

/// As the page reads it: `{ "id": "...", "args": { "name": value } }`, a message in place of a
/// variable written the same way.
impl Serialize for Said {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.len()))?;
                for (name, value) in self.0 {
                    match value {
                        Arg::Text(text) => map.serialize_entry(name, text)?,
                        Arg::Number(n) => map.serialize_entry(name, n)?,
                        Arg::Said(said) => map.serialize_entry(name, said)?,
                    }
                }
                map.end()
            }
        }
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("id", self.id)?;
        map.serialize_entry("args", &Args(&self.args))?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_reads_in_english_and_travels_with_its_variables() {
        let inner = Said::new("custom-range").with("field", "Width").with("min", 2u32).with("max", 99u32);
        assert_eq!(inner.to_string(), "Width: from 2 to 99.");
        let outer = Said::new("import-save-error").with("error", inner.clone());
        assert_eq!(outer.to_string(), "But: Width: from 2 to 99.");
        let json = serde_json::to_value(&outer).expect("json");
        assert_eq!(json, serde_json::json!({ "id": "import-save-error", "args": { "error": { "id": "custom-range", "args": { "field": "Width", "min": 2, "max": 99 } } } }));
        // A count chooses its plural form; a number too big for one stays text.
        assert_eq!(Said::new("import-added").with("count", 1usize).to_string(), "Imported 1 new game.");
        assert_eq!(Said::new("import-added").with("count", 3usize).to_string(), "Imported 3 new games.");
        assert_eq!(Arg::from(u64::MAX), Arg::Text(u64::MAX.to_string()));
    }
}
