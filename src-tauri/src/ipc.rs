//! The page's side of the IPC: the script that sends the page's calls to the backend
//! (`ipc.js`, installed with `tauri::Builder::invoke_system`). Every call goes by the webview's
//! message handler, whose messages reach the backend about 2 ms sooner than Tauri's default
//! fetch of an `ipc:` URL on WebKitGTK (a 15-puzzle move's key to backend stamp, median
//! 4.4 ms against 2.4 ms, debug build, real keys: `scripts/key_to_screen.py`).

/// The script, with `__INVOKE_KEY__` where Tauri puts the app's invoke key.
pub const SCRIPT: &str = include_str!("ipc.js");
