//! What Tessera says when it cannot start at all, where a player sees it: on standard error,
//! and on Windows in a message box too (the release build has no console, so a message on
//! standard error alone would be a silent exit).

use crate::l10n::{choice, system, Texts};

/// The words of the system's language: the settings, and a language chosen there, are not
/// read yet.
pub fn texts() -> Texts {
    Texts::new(choice::resolve(None, system::language().as_deref()))
}

/// Why Tessera cannot start on this system, if it cannot: on Windows, no WebView2 runtime (the
/// runtime Tessera's window is drawn by: built into Windows 11 and updated Windows 10; missing
/// on an old or stripped Windows 10, and under Wine).
pub fn missing_runtime() -> Option<String> {
    #[cfg(windows)]
    if let Err(e) = tauri::webview_version() {
        return Some(format!("{}\n\n({e})", texts().get("fatal-webview2")));
    }
    None
}

/// Says `message` and ends the process with code 1.
pub fn exit_with(message: &str) -> ! {
    eprintln!("tessera: {message}");
    #[cfg(windows)]
    message_box(message);
    std::process::exit(1);
}

#[cfg(windows)]
fn message_box(message: &str) {
    use windows_sys::Win32::UI::WindowsAndMessaging::{MessageBoxW, MB_ICONERROR, MB_OK};
    let wide = |s: &str| s.encode_utf16().chain(std::iter::once(0)).collect::<Vec<u16>>();
    let (text, caption) = (wide(message), wide(&texts().get("fatal-title")));
    // SAFETY: both strings are NUL-terminated UTF-16 that outlive the call; no owner window.
    unsafe {
        MessageBoxW(std::ptr::null_mut(), text.as_ptr(), caption.as_ptr(), MB_OK | MB_ICONERROR);
    }
}
