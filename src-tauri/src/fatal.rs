//! What Tessera says when it cannot start at all, where a player sees it: on standard error,
//! and on Windows in a message box too (the release build has no console, so a message on
//! standard error alone would be a silent exit).

/// The WebView2 runtime Tessera's window is drawn by on Windows (built into Windows 11 and
/// updated Windows 10; missing on an old or stripped Windows 10, and under Wine).
pub const WEBVIEW2_MISSING: &str = "Tessera needs the Microsoft Edge WebView2 Runtime to draw its window, and this Windows does not have it.\n\nInstall it from Microsoft (search for \"WebView2 Runtime\", or open https://go.microsoft.com/fwlink/p/?LinkId=2124703), then start Tessera again. The Tessera installer installs it too.";

/// Why Tessera cannot start on this system, if it cannot: on Windows, no WebView2 runtime.
pub fn missing_runtime() -> Option<String> {
    #[cfg(windows)]
    if let Err(e) = tauri::webview_version() {
        return Some(format!("{WEBVIEW2_MISSING}\n\n({e})"));
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
    let (text, caption) = (wide(message), wide("Tessera cannot start"));
    // SAFETY: both strings are NUL-terminated UTF-16 that outlive the call; no owner window.
    unsafe {
        MessageBoxW(std::ptr::null_mut(), text.as_ptr(), caption.as_ptr(), MB_OK | MB_ICONERROR);
    }
}
