//! The page's side of the IPC: the script that sends the page's calls to the backend
//! (`ipc.js`, installed with `tauri::Builder::invoke_system`). Every call goes by the webview's
//! message handler, whose messages reach the backend about 2 ms sooner than Tauri's default
//! fetch of an `ipc:` URL on WebKitGTK (a 15-puzzle move's key to backend stamp, median
//! 4.4 ms against 2.4 ms, debug build, real keys: `scripts/key_to_screen.py`).

/// The script, with `__INVOKE_KEY__` where Tauri puts the app's invoke key.
const SCRIPT: &str = include_str!("ipc.js");

/// The script the page starts with: in a build with the end-to-end tests' hooks (`e2e-hooks`),
/// the word that installs them too (`ui/hooks.js`); a player's build has no such word.
pub fn script() -> String {
    format!("{SCRIPT}{HOOKS}")
}

#[cfg(feature = "e2e-hooks")]
const HOOKS: &str = "\nwindow.__tesseraHooks = true;\n";
#[cfg(not(feature = "e2e-hooks"))]
const HOOKS: &str = "";
