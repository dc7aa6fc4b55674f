//! Start-up timing (`--features startup-timing`, scripts/measure.sh): the page reports its
//! first painted board; the app prints when that was, as wall-clock milliseconds, so a script
//! can measure from process start to first frame.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};
use tauri::{AppHandle, Runtime};

static REPORTED: AtomicBool = AtomicBool::new(false);

/// Set to make the app quit right after its first frame (start-up measurements).
pub const EXIT_AFTER_FIRST_FRAME: &str = "TESSERA_EXIT_AFTER_FIRST_FRAME";

/// `page_origin_ms` is the page's `performance.timeOrigin` (when its navigation began), so the
/// figure splits into native start-up and the page's own work.
#[tauri::command]
pub fn first_frame<R: Runtime>(app: AppHandle<R>, page_origin_ms: Option<f64>, marks: Option<serde_json::Value>) {
    if REPORTED.swap(true, Ordering::SeqCst) {
        return;
    }
    let ms = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
    let origin = page_origin_ms.map_or(String::new(), |o| format!(", page began at {o:.0} ms"));
    let origin = match marks {
        Some(m) => format!("{origin}, page marks (ms after it began) {m}"),
        None => origin,
    };
    println!("tessera: first frame at {ms} ms since the epoch{origin}");
    if std::env::var_os(EXIT_AFTER_FIRST_FRAME).is_some() {
        app.exit(0);
    }
}
