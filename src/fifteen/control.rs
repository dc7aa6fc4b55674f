//! How a 15-puzzle attempt's moves were made, as slidysim's leaderboards split results:
//! keyboard, click (a tile in the blank's line slides), hover (the blank follows the pointer).
//! The page names the input each move came from; Tessera's moves come only from its own input
//! handling, so a macro or a script is not a control type it records.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Control {
    Keyboard,
    Click,
    Hover,
}

impl Control {
    pub const ALL: [Control; 3] = [Control::Keyboard, Control::Click, Control::Hover];

    fn bit(self) -> u8 {
        1 << (self as u8)
    }

    pub fn name(self) -> &'static str {
        match self {
            Control::Keyboard => "keyboard",
            Control::Click => "click",
            Control::Hover => "hover",
        }
    }
}

/// The control types an attempt's moves used: none (recorded before they were kept), one, or
/// several (mixed). Written as the list of their names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Vec<Control>", into = "Vec<Control>")]
pub struct Controls(u8);

impl Controls {
    pub const NONE: Controls = Controls(0);

    pub fn with(self, control: Control) -> Controls {
        Controls(self.0 | control.bit())
    }

    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    pub fn contains(self, control: Control) -> bool {
        self.0 & control.bit() != 0
    }

    /// As a result shows it and the records filter it: `keyboard`, `click`, `hover`, `mixed`,
    /// or `unknown` for none.
    pub fn label(self) -> &'static str {
        let used: Vec<Control> = self.into();
        match used.as_slice() {
            [] => "unknown",
            [one] => one.name(),
            _ => "mixed",
        }
    }
}

impl From<Vec<Control>> for Controls {
    fn from(list: Vec<Control>) -> Self {
        list.into_iter().fold(Controls::NONE, Controls::with)
    }
}

impl From<Controls> for Vec<Control> {
    fn from(c: Controls) -> Self {
        Control::ALL.into_iter().filter(|&k| c.contains(k)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_gather_the_moves_inputs_and_read_as_one_or_mixed() {
        assert_eq!(Controls::NONE.label(), "unknown");
        let keys = Controls::NONE.with(Control::Keyboard).with(Control::Keyboard);
        assert_eq!(keys.label(), "keyboard");
        let both = keys.with(Control::Hover);
        assert_eq!(both.label(), "mixed");
        assert!(both.contains(Control::Hover) && !both.contains(Control::Click));
        assert_eq!(serde_json::to_string(&both).expect("json"), r#"["keyboard","hover"]"#);
        assert_eq!(serde_json::from_str::<Controls>(r#"["hover","keyboard","hover"]"#).expect("json"), both);
        assert!(serde_json::from_str::<Controls>(r#"["macro"]"#).is_err(), "only Tessera's own inputs");
    }
}
