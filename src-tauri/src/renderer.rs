//! How WebKitGTK draws the page on Linux, chosen once before the toolkit starts.
//!
//! WebKitGTK composites with OpenGL and hands frames over as DMA-BUFs. On a machine with no
//! GPU render node that OpenGL is Mesa's software rasteriser, and the cost shows where players
//! feel it. Measured on a 2-core machine under Xvfb, with the release build:
//!
//! | | GL compositing (software) | WebKit's CPU painter |
//! |---|---|---|
//! | frames while keys arrive every 3 ms | one in 28 ms, most frames dropped | none dropped |
//! | 15-puzzle key to painted, median | 17 ms | 1–2 ms |
//! | process start to first painted board | 623 ms | 435 ms |
//! | memory of all processes | 482 MB | 387 MB |
//!
//! So without a render node we ask for the CPU painter. With a GPU the default stays, and a
//! player's own `WEBKIT_DISABLE_DMABUF_RENDERER` (either value) always wins.

use std::ffi::OsString;

/// The variable WebKitGTK reads to skip its DMA-BUF (GL) renderer.
const DISABLE_GL: &str = "WEBKIT_DISABLE_DMABUF_RENDERER";

/// Picks the renderer for this machine. Call first thing in `main`, while the process still
/// has one thread: it may set an environment variable.
pub fn choose() {
    if !cfg!(target_os = "linux") {
        return;
    }
    let render_nodes: Vec<OsString> = std::fs::read_dir("/dev/dri")
        .map(|dir| dir.filter_map(|e| e.ok()).map(|e| e.file_name()).collect())
        .unwrap_or_default();
    if wants_cpu_painter(std::env::var_os(DISABLE_GL).is_some(), &render_nodes) {
        std::env::set_var(DISABLE_GL, "1");
    }
}

/// True when nobody chose already and no GPU render node (`/dev/dri/renderD*`) is present.
fn wants_cpu_painter(already_chosen: bool, dri_entries: &[OsString]) -> bool {
    let has_gpu = dri_entries.iter().any(|name| name.to_string_lossy().starts_with("renderD"));
    !already_chosen && !has_gpu
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    #[test]
    fn a_gpu_keeps_the_default_and_a_players_choice_is_kept() {
        assert!(!wants_cpu_painter(false, &names(&["card0", "renderD128"])));
        assert!(!wants_cpu_painter(true, &names(&[])));
    }

    #[test]
    fn no_render_node_asks_for_the_cpu_painter() {
        assert!(wants_cpu_painter(false, &names(&[])));
        assert!(wants_cpu_painter(false, &names(&["card0", "by-path"])));
    }
}
