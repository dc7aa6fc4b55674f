//! The settings' file beside the records (`settings.json`): its name, its size bound, and its
//! look at start. The shell's state names it (`AppState::settings_path`); the commands read and
//! write it (`commands/settings.rs`).

use serde_json::Value;
use tessera::records::files::read_bounded;
use tessera::records::notice::{shown, Notice};

/// Settings larger than this are not settings.
pub const LIMIT: usize = 64 * 1024;

/// Looks at `settings.json` in `dir` at start: one that is not a settings object (damaged, cut
/// short, edited by hand) is moved aside as `settings.corrupt-<time>.json` when this window may
/// write there, so the next save does not overwrite it; what to tell the player.
pub fn check_at_start(dir: &std::path::Path, writable: bool) -> Option<Notice> {
    let path = dir.join(FILE_NAME);
    let bytes = read_bounded(&path, LIMIT as u64).ok()?;
    let problem = match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(_)) => return None,
        Ok(_) => "not a settings object".to_string(),
        Err(e) => format!("not valid JSON: {e}"),
    };
    if !writable {
        return Some(Notice::SettingsLeft { problem });
    }
    Some(match tessera::records::files::move_aside(&path) {
        Ok(aside) => Notice::SettingsMovedAside { problem, aside: shown(&aside) },
        Err(e) => Notice::SettingsStuck { path: shown(&path), problem, error: e.to_string() },
    })
}

/// The settings' file beside the records.
pub const FILE_NAME: &str = "settings.json";
