//! File names every system can hold: Windows refuses some characters and device names, and
//! Windows and macOS both fold case. One rule for the names Tessera writes at run time (proofs,
//! exports, videos, backups; `file_part` makes any text such a name) and for the names the
//! repository tracks (`tests/portable_paths.rs`), so a checkout or a save never fails on one
//! system while it works on another.

use std::collections::HashMap;
use std::fmt;

/// Longest tracked path, in characters. Windows' classic limit is 260 for the whole path; a
/// checkout sits in some folder, so a path inside the repository keeps 60 for it.
pub const MAX_PATH_CHARS: usize = 200;

/// Why a name cannot be held everywhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Empty,
    /// `< > : " | ? * \` (Windows; `\` is also its separator).
    Reserved(char),
    /// A character below 32 (Windows), or DEL.
    Control(char),
    /// Windows drops a trailing dot or space, so the name is not the one asked for.
    TrailingDotOrSpace,
    /// CON, PRN, AUX, NUL, COM1-9, LPT1-9, with or without an extension (Windows).
    DeviceName(String),
    /// Longer than `MAX_PATH_CHARS`.
    TooLong(usize),
    /// Equal to another path but for case (Windows and macOS fold case).
    CaseTwin(String),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Empty => write!(f, "an empty name"),
            Problem::Reserved(c) => write!(f, "the character {c:?}, which Windows refuses"),
            Problem::Control(c) => write!(f, "the control character {:?}", *c as u32),
            Problem::TrailingDotOrSpace => write!(f, "a trailing dot or space, which Windows drops"),
            Problem::DeviceName(d) => write!(f, "the Windows device name {d}"),
            Problem::TooLong(n) => write!(f, "{n} characters, over {MAX_PATH_CHARS}"),
            Problem::CaseTwin(other) => write!(f, "the same name but for case as {other:?} (Windows and macOS fold case)"),
        }
    }
}

const RESERVED: [char; 8] = ['<', '>', ':', '"', '|', '?', '*', '\\'];
const DEVICES: [&str; 4] = ["CON", "PRN", "AUX", "NUL"];

fn is_device(stem: &str) -> bool {
    let upper = stem.trim_end_matches([' ', '.']).to_ascii_uppercase();
    if DEVICES.contains(&upper.as_str()) {
        return true;
    }
    // COM1-9 and LPT1-9; Windows also takes the superscript digits ¹²³.
    let digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '¹', '²', '³'];
    ["COM", "LPT"].iter().any(|p| upper.strip_prefix(p).is_some_and(|rest| rest.chars().count() == 1 && rest.chars().all(|c| digits.contains(&c))))
}

/// Why one name (a file or folder, no separator) cannot be held on every system, if it cannot.
pub fn name_problem(name: &str) -> Option<Problem> {
    if name.is_empty() {
        return Some(Problem::Empty);
    }
    if let Some(c) = name.chars().find(|c| RESERVED.contains(c)) {
        return Some(Problem::Reserved(c));
    }
    if let Some(c) = name.chars().find(|c| c.is_ascii_control()) {
        return Some(Problem::Control(c));
    }
    if name.ends_with(['.', ' ']) {
        return Some(Problem::TrailingDotOrSpace);
    }
    // "NUL", "nul.txt", "Com1.tar.gz": the part before the first dot names the device.
    let stem = name.split('.').next().unwrap_or(name);
    if is_device(stem) {
        return Some(Problem::DeviceName(stem.to_string()));
    }
    None
}

/// Why a relative path with `/` separators cannot be held on every system, if it cannot.
pub fn path_problem(path: &str) -> Option<Problem> {
    let len = path.chars().count();
    if len > MAX_PATH_CHARS {
        return Some(Problem::TooLong(len));
    }
    path.split('/').find_map(name_problem)
}

/// Every path of `paths` (relative, `/` separators) that some system cannot hold, with why:
/// each path's own problem, and paths (or their folders) equal to an earlier one but for case.
pub fn tree_problems<'a>(paths: impl IntoIterator<Item = &'a str>) -> Vec<(String, Problem)> {
    let mut problems = Vec::new();
    // Folders too: `Docs/a` and `docs/b` put two folders where a folding system has one.
    let mut folded: HashMap<String, String> = HashMap::new();
    for path in paths {
        if let Some(p) = path_problem(path) {
            problems.push((path.to_string(), p));
        }
        let mut prefix = String::new();
        for (i, part) in path.split('/').enumerate() {
            if i > 0 {
                prefix.push('/');
            }
            prefix.push_str(part);
            let key = prefix.to_lowercase();
            match folded.get(&key) {
                Some(seen) if *seen != prefix => {
                    problems.push((prefix.clone(), Problem::CaseTwin(seen.clone())));
                    break;
                }
                Some(_) => {}
                None => {
                    folded.insert(key, prefix.clone());
                }
            }
        }
    }
    problems
}

/// `text` (a table's key, a player's words) made into one name every system can hold: a path
/// separator becomes `+` (so `expert/safe` stays readable and one folder deep), a character
/// Windows refuses or a control character `_`, a trailing dot or space `_`, and a device name
/// gets a `_` after it. Names that are already portable come back unchanged.
pub fn file_part(text: &str) -> String {
    let mut name: String = text
        .chars()
        .map(|c| match c {
            '/' | '\\' => '+',
            c if RESERVED.contains(&c) || c.is_control() => '_',
            c => c,
        })
        .collect();
    if name.is_empty() {
        return "_".into();
    }
    if name.ends_with(['.', ' ']) {
        name.push('_');
    }
    if let Some(Problem::DeviceName(_)) = name_problem(&name) {
        let stem_len = name.find('.').unwrap_or(name.len());
        name.insert(stem_len, '_');
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_refuses_what_it_names() {
        for c in RESERVED {
            assert_eq!(name_problem(&format!("a{c}b")), Some(Problem::Reserved(c)));
        }
        assert_eq!(name_problem("a\nb"), Some(Problem::Control('\n')));
        assert_eq!(name_problem("a\u{1}"), Some(Problem::Control('\u{1}')));
        assert_eq!(name_problem("notes."), Some(Problem::TrailingDotOrSpace));
        assert_eq!(name_problem("notes "), Some(Problem::TrailingDotOrSpace));
        for d in ["CON", "prn", "Aux", "nul.txt", "COM1", "com9.rs", "LPT5", "lpt1.tar.gz", "COM¹"] {
            assert!(matches!(name_problem(d), Some(Problem::DeviceName(_))), "{d}");
        }
        assert_eq!(name_problem(""), Some(Problem::Empty));
        assert_eq!(path_problem(&"a".repeat(MAX_PATH_CHARS + 1)), Some(Problem::TooLong(MAX_PATH_CHARS + 1)));
    }

    #[test]
    fn ordinary_names_pass() {
        for n in ["Cargo.toml", "console.rs", "nullable", "COM10", "com", "LPT0", ".gitignore", "a,b 1+2", "x 3×3", "auxiliary.txt"] {
            assert_eq!(name_problem(n), None, "{n}");
        }
        assert_eq!(path_problem(&format!("{}x", "a/".repeat(MAX_PATH_CHARS / 2 - 1))), None);
    }

    #[test]
    fn paths_equal_but_for_case_are_found_folders_included() {
        let found = tree_problems(["src/a.rs", "src/A.rs", "Docs/x", "docs/y", "b"]);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(found[0], ("src/A.rs".to_string(), Problem::CaseTwin("src/a.rs".into())));
        assert_eq!(found[1], ("docs".to_string(), Problem::CaseTwin("Docs".into())));
        assert!(tree_problems(["src/a.rs", "src/b.rs", "src"]).is_empty());
    }

    #[test]
    fn file_part_makes_any_text_portable_and_keeps_portable_names() {
        for text in ["expert", "custom-30x16-99", "relay/3x3,4x4,5x5", "marathon/42/4x4", "Expert,safe"] {
            let part = file_part(text);
            assert_eq!(name_problem(&part), None, "{text} -> {part}");
        }
        assert_eq!(file_part("custom-30x16-99"), "custom-30x16-99");
        assert_eq!(file_part("expert/safe"), "expert+safe");
        assert_eq!(file_part("a:b*c?\"d<e>f|g\\h\ni"), "a_b_c__d_e_f_g+h_i");
        assert_eq!(file_part("nul"), "nul_");
        assert_eq!(file_part("com1.x"), "com1_.x");
        assert_eq!(file_part("dots..."), "dots..._");
        assert_eq!(file_part(""), "_");
        for text in ["CON", "aux.json", "x ", "lpt9.", "\u{7f}"] {
            assert_eq!(name_problem(&file_part(text)), None, "{text:?} -> {:?}", file_part(text));
        }
    }
}
