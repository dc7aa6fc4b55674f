//! Start-up timing (`--features startup-timing`, scripts/measure.sh): the shell notes when each
//! stage of its start ends (`mark`), the page reports its first painted board with its own
//! moments, and the app prints the whole timeline as wall-clock milliseconds, so that a script
//! can say from process start where the time to the first frame goes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};
use tauri::{AppHandle, Runtime};

static REPORTED: AtomicBool = AtomicBool::new(false);
static STAGES: Mutex<Vec<(&'static str, f64)>> = Mutex::new(Vec::new());

/// Set to make the app quit right after its first frame (start-up measurements); set to `look`,
/// once the page has kept the sizes around its first board instead (a first launch that leaves
/// in the cache what the launches measured after it find: `kept_look.rs`).
pub const EXIT_AFTER_FIRST_FRAME: &str = "TESSERA_EXIT_AFTER_FIRST_FRAME";
const AFTER_LOOK: &str = "look";

fn epoch_ms() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

/// Notes that the shell's stage `stage` of the start ended now.
pub fn mark(stage: &'static str) {
    STAGES.lock().unwrap_or_else(|p| p.into_inner()).push((stage, epoch_ms()));
}

/// `page_origin_ms` is the page's `performance.timeOrigin` (when its navigation began) and
/// `marks` the page's moments after it (its modules run, settings read, first board, the frame
/// after it): with the shell's stages, one line of the timeline, every moment in milliseconds
/// since the epoch: "tessera: first frame at F ms since the epoch; timeline main=… state=…".
#[tauri::command]
pub fn first_frame<R: Runtime>(app: AppHandle<R>, page_origin_ms: Option<f64>, marks: Option<serde_json::Value>) {
    if REPORTED.swap(true, Ordering::SeqCst) {
        return;
    }
    let now = epoch_ms();
    let mut timeline: Vec<(String, f64)> = STAGES.lock().unwrap_or_else(|p| p.into_inner()).iter().map(|&(s, at)| (s.to_string(), at)).collect();
    if let Some(origin) = page_origin_ms {
        timeline.push(("page".into(), origin));
        let page_marks = marks.as_ref().and_then(|m| m.as_object());
        for (name, after) in page_marks.into_iter().flatten() {
            if let Some(after) = after.as_f64() {
                timeline.push((name.clone(), origin + after));
            }
        }
    }
    let timeline: Vec<String> = timeline.iter().map(|(name, at)| format!("{name}={at:.0}")).collect();
    println!("tessera: first frame at {now:.0} ms since the epoch; timeline {}", timeline.join(" "));
    if std::env::var_os(EXIT_AFTER_FIRST_FRAME).is_some_and(|v| v != AFTER_LOOK) {
        app.exit(0);
    }
}

/// The page's first look is kept: quits if asked to then.
pub fn look_kept<R: Runtime>(app: &AppHandle<R>) {
    if std::env::var_os(EXIT_AFTER_FIRST_FRAME).is_some_and(|v| v == AFTER_LOOK) {
        app.exit(0);
    }
}
