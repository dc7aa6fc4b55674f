//! The ways a board is dealt and played: Metasweeper's eight modes. Three only choose how the
//! mines are placed after the first click; five also deal the hidden mines again during the
//! game (`adapt.rs`), each by its own rule, on the solver's exact proof of what is shown.

use serde::{Deserialize, Serialize};

/// How the mines are placed after the first click, and whether they move later.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Mode {
    /// The clicked cell and its neighbours are free: the click opens an area.
    #[default]
    Opening,
    /// Only the clicked cell is free (Windows XP, and the competitive clones).
    Safe,
    /// An opening, on a board that certain deductions alone clear from there.
    NoGuess,
    /// 强无猜: a no-guess board, and a click on a cell not proved safe meets a mine.
    Strict,
    /// 弱无猜 (Kaboom's rule): a random board; a click on a cell not proved safe meets a mine
    /// while some covered cell was proved safe, and a forced guess is made safe.
    Weak,
    /// 准无猜: a random board where only a forced guess is made safe.
    Blessing,
    /// 强可猜: a no-guess board, and a click on a mine is made safe where it can be.
    Guessable,
    /// 弱可猜: a random board, and a click on a mine is made safe where it can be.
    Lucky,
}

/// What a mode's rule asks of a cell about to be opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// The board as dealt.
    AsDealt,
    /// A mine, where some layout consistent with what is shown has one there.
    Mine,
    /// No mine, where some layout consistent with what is shown allows it.
    Safe,
}

impl Mode {
    pub const ALL: [Mode; 8] =
        [Mode::Opening, Mode::Safe, Mode::NoGuess, Mode::Strict, Mode::Weak, Mode::Blessing, Mode::Guessable, Mode::Lucky];

    /// The name the CLI takes and a records table's key ends with (none for an opening, the
    /// default and the key of every record made before the modes).
    pub fn name(self) -> &'static str {
        match self {
            Mode::Opening => "opens",
            Mode::Safe => "safe",
            Mode::NoGuess => "no-guess",
            Mode::Strict => "strict",
            Mode::Weak => "weak",
            Mode::Blessing => "blessing",
            Mode::Guessable => "guessable",
            Mode::Lucky => "lucky",
        }
    }

    /// Its name in JSON (serde's), by which the page and the app's catalogue know it
    /// (`noGuess`).
    pub fn key(self) -> &'static str {
        match self {
            Mode::Opening => "opening",
            Mode::Safe => "safe",
            Mode::NoGuess => "noGuess",
            Mode::Strict => "strict",
            Mode::Weak => "weak",
            Mode::Blessing => "blessing",
            Mode::Guessable => "guessable",
            Mode::Lucky => "lucky",
        }
    }

    pub fn from_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }

    /// How the first click deals the board: an opening, a safe cell, or a no-guess board.
    pub fn deal(self) -> Mode {
        match self {
            Mode::Safe => Mode::Safe,
            Mode::NoGuess | Mode::Strict | Mode::Guessable => Mode::NoGuess,
            Mode::Opening | Mode::Weak | Mode::Blessing | Mode::Lucky => Mode::Opening,
        }
    }

    /// Whether the hidden mines may be dealt again after the first click.
    pub fn adapts(self) -> bool {
        self.deal() != self
    }

    /// The rule for a covered cell about to be opened, from what the solver proved before
    /// the action: whether the cell was proved safe, whether any covered cell was, and
    /// whether the cell holds a mine as the board stands.
    pub fn want(self, proved_safe: bool, some_safe: bool, mine: bool) -> Want {
        match self {
            Mode::Opening | Mode::Safe | Mode::NoGuess => Want::AsDealt,
            Mode::Strict if !proved_safe => Want::Mine,
            Mode::Weak if !proved_safe && some_safe => Want::Mine,
            Mode::Weak | Mode::Blessing if !proved_safe && !some_safe => Want::Safe,
            Mode::Guessable | Mode::Lucky if mine => Want::Safe,
            Mode::Strict | Mode::Weak | Mode::Blessing | Mode::Guessable | Mode::Lucky => Want::AsDealt,
        }
    }

    /// Whether `want` needs to know what the solver proves (the lucky modes need only the
    /// board as it stands).
    pub fn needs_proof(self) -> bool {
        matches!(self, Mode::Strict | Mode::Weak | Mode::Blessing)
    }

    /// The mode as a player reads it, beside a board's name ("Expert, strict no-guess"), in a
    /// replay and a video's header.
    pub fn label(self) -> &'static str {
        match self {
            Mode::Opening => "opening first click",
            Mode::Safe => "safe first click",
            Mode::NoGuess => "no guessing",
            Mode::Strict => "strict no-guess",
            Mode::Weak => "weak no-guess",
            Mode::Blessing => "blessing",
            Mode::Guessable => "guessable",
            Mode::Lucky => "lucky",
        }
    }

    /// The mode of EVF's (and ms-toollib's) code; none for the codes that are not a way to deal
    /// (1 a board known before the game, 2 a cheat, 3 a density, others unknown).
    pub fn from_evf_code(code: u16) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.evf_code() == code)
    }

    /// EVF's (and ms-toollib's) code for the mode: 0 standard (first click safe), 4 Windows
    /// 7 (an opening), 5 classic no-guess, 6 strict, 7 weak, 8 blessing, 9 guessable, 10 lucky.
    pub fn evf_code(self) -> u16 {
        match self {
            Mode::Safe => 0,
            Mode::Opening => 4,
            Mode::NoGuess => 5,
            Mode::Strict => 6,
            Mode::Weak => 7,
            Mode::Blessing => 8,
            Mode::Guessable => 9,
            Mode::Lucky => 10,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each rule as the issue words it, on the three facts it reads.
    #[test]
    fn each_mode_asks_what_its_rule_says() {
        use Want::{AsDealt, Mine, Safe};
        // (proved safe, some covered cell proved safe, a mine as dealt)
        let cases = [(false, false, false), (false, true, false), (false, false, true), (true, true, false), (false, true, true)];
        let expect = |m: Mode| -> [Want; 5] {
            match m {
                Mode::Opening | Mode::Safe | Mode::NoGuess => [AsDealt; 5],
                Mode::Strict => [Mine, Mine, Mine, AsDealt, Mine],
                Mode::Weak => [Safe, Mine, Safe, AsDealt, Mine],
                Mode::Blessing => [Safe, AsDealt, Safe, AsDealt, AsDealt],
                Mode::Guessable | Mode::Lucky => [AsDealt, AsDealt, Safe, AsDealt, Safe],
            }
        };
        for m in Mode::ALL {
            let got: Vec<Want> = cases.iter().map(|&(p, s, mine)| m.want(p, s, mine)).collect();
            assert_eq!(got, expect(m), "{m:?}");
            assert_eq!(Mode::from_name(m.name()), Some(m));
            assert_eq!(serde_json::to_value(m).ok(), Some(serde_json::Value::from(m.key())), "the key is serde's name");
            assert_eq!(m.adapts(), !matches!(m, Mode::Opening | Mode::Safe | Mode::NoGuess));
        }
        assert_eq!(Mode::from_name("kaboom"), None);
        let codes: Vec<u16> = Mode::ALL.iter().map(|m| m.evf_code()).collect();
        assert_eq!(codes, [4, 0, 5, 6, 7, 8, 9, 10]);
    }

    /// Each mode's EVF code reads back as that mode, and the codes that are not a way to deal
    /// (a board known before the game, a cheat, a density) as none.
    #[test]
    fn evf_codes_read_back_as_their_modes() {
        for mode in Mode::ALL {
            assert_eq!(Mode::from_evf_code(mode.evf_code()), Some(mode), "{mode:?}");
        }
        for code in [1, 2, 3, 11, u16::MAX] {
            assert_eq!(Mode::from_evf_code(code), None, "{code}");
        }
        let labels: std::collections::HashSet<&str> = Mode::ALL.iter().map(|m| m.label()).collect();
        assert_eq!(labels.len(), Mode::ALL.len(), "each mode has its own words");
    }
}
