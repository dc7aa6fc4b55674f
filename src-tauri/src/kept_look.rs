//! The parts around the first board, as the last start laid them out. The first board
//! (`first_look.rs`, `ui/start.js`) is drawn before the page's words; the bars above and below
//! it (and the panel's counters) take their room all the same, and laying out their words, the
//! first text the page lays out, brought in the fonts, a good part of the page's time to that
//! frame. So once its words are written, the page tells the shell the size of each of those
//! parts (`first_look_keep`), and the shell keeps them in the cache, with the board and the
//! language they were measured for. At the next start of the same board in the same language,
//! the shell's script hands them over with the board (`kept_sizes.js`): if the window is the
//! same size, the parts take those sizes from the page's first style on, without laying out
//! what is in them, for the first frame only (the board lands where the page's own layout puts
//! it; an end-to-end test compares). A cache: losing it costs only that speed, and it holds
//! nothing but sizes (and the app's version, the board and the language they were measured
//! for). The app's version is part of the key because its page names the parts: a part that a
//! kept look lacks would have no size in the first frame.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};

/// This app's version: another's page may name other parts.
const VERSION: &str = env!("CARGO_PKG_VERSION");
/// The file, in Tessera's folder of the system's cache.
const FILE_NAME: &str = "first-look.json";
/// More than a kept look ever takes; a longer file is not read.
const MOST_BYTES: u64 = 4096;
/// The most parts a look names, and the longest name.
const MOST_PARTS: usize = 12;
const LONGEST_NAME: usize = 32;
/// Sizes beyond any screen's, in CSS pixels; and the greatest device pixel ratio.
const MOST_PIXELS: f64 = 100_000.0;
const MOST_RATIO: f64 = 16.0;

/// Where the look is kept: the system's cache (`~/.cache/org.tessera.puzzles` on Linux, or
/// under `$XDG_CACHE_HOME`). Managed by the app's start only: tests on the mock runtime keep
/// nothing.
pub struct Place(pub Option<PathBuf>);

impl Place {
    pub fn of_the_system() -> Place {
        Place(directories::BaseDirs::new().map(|b| b.cache_dir().join(tessera::records::place::APP_ID).join(FILE_NAME)))
    }
}

/// What the page measured: the window it measured in (`[width, height, device pixel ratio]`,
/// CSS pixels) and each part's `[width, height]` by the page's name for it. Made from what
/// the page sends only through `checked`.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Look {
    window: [f64; 3],
    sizes: BTreeMap<String, [f64; 2]>,
}

impl Look {
    /// The look if every number is a size a screen can have and every name a short word of
    /// letters and dashes; otherwise why not.
    pub fn checked(self) -> Result<Look, String> {
        let size = |v: f64| v.is_finite() && (0.0..=MOST_PIXELS).contains(&v);
        let [width, height, ratio] = self.window;
        if !(size(width) && size(height) && ratio.is_finite() && ratio > 0.0 && ratio <= MOST_RATIO) {
            return Err(format!("not a window: {:?}", self.window));
        }
        if self.sizes.len() > MOST_PARTS {
            return Err(format!("{} parts, more than {MOST_PARTS}", self.sizes.len()));
        }
        for (name, [w, h]) in &self.sizes {
            let word = !name.is_empty() && name.len() <= LONGEST_NAME && name.chars().all(|c| c.is_ascii_lowercase() || c == '-');
            if !word || !size(*w) || !size(*h) {
                return Err(format!("not a part's size: {name:?} {w} x {h}"));
            }
        }
        Ok(self)
    }
}

/// A look as kept: with the app's version (whose page names the parts), and the board (as the
/// shell hands it over: `first_look.rs`) and the language it was measured for.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Kept<B> {
    version: String,
    board: B,
    language: String,
    look: Look,
}

/// Keeps `look` for `board` in `language` at `file` (its folder made if need be).
pub fn keep<B: Serialize>(file: &Path, board: B, language: &str, look: Look) -> std::io::Result<()> {
    let text = serde_json::to_string(&Kept { version: VERSION.to_string(), board, language: language.to_string(), look })?;
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    // Written beside, then moved over: a start never reads half a file.
    let beside = file.with_extension("json.new");
    std::fs::write(&beside, text)?;
    std::fs::rename(&beside, file)
}

/// The look kept at `file` for `board` in `language`, if there is one, it reads and is sound.
pub fn kept<B: DeserializeOwned + PartialEq>(file: &Path, board: &B, language: &str) -> Option<Look> {
    let mut text = String::new();
    std::fs::File::open(file).ok()?.take(MOST_BYTES + 1).read_to_string(&mut text).ok()?;
    if text.len() as u64 > MOST_BYTES {
        return None;
    }
    let kept: Kept<B> = serde_json::from_str(&text).ok()?;
    (kept.version == VERSION && kept.board == *board && kept.language == language).then_some(kept.look).and_then(|look| look.checked().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn look(width: f64) -> Look {
        Look { window: [width, 720.0, 1.0], sizes: BTreeMap::from([("app-bar".to_string(), [width, 38.5]), ("timer".to_string(), [60.0, 32.0])]) }
    }

    /// A board as the shell hands it over.
    fn board() -> serde_json::Value {
        serde_json::json!({ "width": 9, "height": 9, "mines": 10, "zoom": null })
    }

    fn file(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tessera-kept-look-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir.join("cache").join(FILE_NAME)
    }

    #[test]
    fn a_look_kept_comes_back_only_for_its_board_and_language() {
        let at = file("back");
        assert_eq!(kept(&at, &board(), "en"), None, "nothing kept yet");
        keep(&at, board(), "en", look(960.0)).expect("kept");
        assert_eq!(kept(&at, &board(), "en"), Some(look(960.0)));
        assert_eq!(kept(&at, &board(), "zh-CN"), None, "another language's words take other room");
        let expert = serde_json::json!({ "width": 30, "height": 16, "mines": 99, "zoom": null });
        assert_eq!(kept(&at, &expert, "en"), None, "another board");
        keep(&at, board(), "en", look(800.0)).expect("kept again");
        assert_eq!(kept(&at, &board(), "en"), Some(look(800.0)), "the last one kept");
        let _ = std::fs::remove_dir_all(at.parent().and_then(Path::parent).expect("dir"));
    }

    #[test]
    fn a_damaged_or_long_file_is_not_read() {
        let at = file("damaged");
        keep(&at, board(), "en", look(960.0)).expect("kept");
        let whole = std::fs::read_to_string(&at).expect("read");
        std::fs::write(&at, &whole[..whole.len() / 2]).expect("cut");
        assert_eq!(kept(&at, &board(), "en"), None, "half a file");
        let long = whole.replacen("\"app-bar\"", &format!("\"app-bar\",\"x\":[{}]", "1,".repeat(3000) + "1"), 1);
        std::fs::write(&at, long).expect("long");
        assert_eq!(kept(&at, &board(), "en"), None, "longer than any look");
        std::fs::write(&at, whole.replace(VERSION, "0.0.0-other")).expect("other version");
        assert_eq!(kept(&at, &board(), "en"), None, "another version's");
        let bad = whole.replace("38.5", "-1");
        std::fs::write(&at, bad).expect("bad");
        assert_eq!(kept(&at, &board(), "en"), None, "a size no screen has");
        std::fs::write(&at, &whole).expect("whole");
        assert_eq!(kept(&at, &board(), "en"), Some(look(960.0)));
        let _ = std::fs::remove_dir_all(at.parent().and_then(Path::parent).expect("dir"));
    }

    #[test]
    fn only_sizes_a_screen_has_and_short_names_are_kept() {
        assert_eq!(look(960.0).checked(), Ok(look(960.0)));
        for window in [[f64::NAN, 720.0, 1.0], [960.0, -1.0, 1.0], [960.0, 720.0, 0.0], [960.0, 720.0, 17.0], [1e6, 720.0, 1.0]] {
            assert!(Look { window, ..look(960.0) }.checked().is_err(), "{window:?}");
        }
        for (name, size) in [("App-bar", [1.0, 1.0]), ("", [1.0, 1.0]), ("timer", [f64::INFINITY, 1.0]), ("timer", [1.0, -0.5]), (&"x".repeat(33)[..], [1.0, 1.0])] {
            let mut bad = look(960.0);
            bad.sizes.insert(name.to_string(), size);
            assert!(bad.checked().is_err(), "{name:?} {size:?}");
        }
        let many = Look { window: [960.0, 720.0, 1.0], sizes: (0..13).map(|i| ("p".repeat(i + 1), [1.0, 1.0])).collect() };
        assert!(many.checked().is_err(), "13 parts");
    }
}
