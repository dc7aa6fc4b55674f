//! The floor Tessera's start-up and idle memory are measured against (`scripts/measure.sh`):
//! the smallest Tauri app of the same Tauri and WebKitGTK, one window and one line of HTML,
//! drawn with the renderer Tessera chooses for this machine. It reports its first frame as
//! Tessera does (a line with "first frame at F ms since the epoch", at the first animation
//! frame after its page ran), so what Tessera takes beyond it is Tessera's own work. Its line
//! also holds a tile whose colour each Left key turns: the floor of `scripts/key_to_screen.py
//! --floor`, a key's road from the X server to the screen with no page work on it.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::time::{SystemTime, UNIX_EPOCH};

/// Prints the first frame's moment and the page's, and with `TESSERA_EXIT_AFTER_FIRST_FRAME`
/// set quits, as Tessera's start-up builds do.
#[tauri::command]
fn first_frame(app: tauri::AppHandle, page_origin_ms: f64, frame_ms: f64) {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0);
    println!("floor: first frame at {now:.0} ms since the epoch; timeline page={page_origin_ms:.0} frame={:.0}", page_origin_ms + frame_ms);
    if std::env::var_os("TESSERA_EXIT_AFTER_FIRST_FRAME").is_some() {
        app.exit(0);
    }
}

fn main() {
    tessera_app::renderer::choose();
    tauri::Builder::default()
        .invoke_handler(tauri::generate_handler![first_frame])
        .run(tauri::generate_context!())
        .expect("the floor app runs");
}
