//! Window size and position are saved shortly after each move or resize, not only when the
//! app exits in an orderly way, so they come back even after the app was killed or a test
//! driver closed it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tauri::{AppHandle, Runtime, WindowEvent};
use tauri_plugin_window_state::{AppHandleExt, StateFlags};

/// How long the window must rest before its state is written.
const SETTLE: Duration = Duration::from_millis(300);

/// Watches window events and saves the state once moves and resizes have settled.
#[derive(Clone, Default)]
pub struct WindowMemory {
    latest: Arc<AtomicU64>,
}

impl WindowMemory {
    pub fn on_event<R: Runtime>(&self, app: &AppHandle<R>, event: &WindowEvent) {
        if !matches!(event, WindowEvent::Moved(_) | WindowEvent::Resized(_)) {
            return;
        }
        let mine = self.latest.fetch_add(1, Ordering::SeqCst) + 1;
        let latest = Arc::clone(&self.latest);
        let app = app.clone();
        std::thread::spawn(move || {
            std::thread::sleep(SETTLE);
            if latest.load(Ordering::SeqCst) == mine {
                // On the main thread, never here: the plugin holds its cache's lock while it
                // asks the window for its size and position, which from another thread waits
                // for the main thread, and the main thread takes that same lock on every move
                // or resize. From here, a resize at that moment deadlocked the app (the
                // end-to-end suite's hang: 1 run in about 20 of the window-size test).
                let on_main = app.clone();
                let _ = app.run_on_main_thread(move || {
                    let _ = on_main.save_window_state(StateFlags::all());
                });
            }
        });
    }
}
