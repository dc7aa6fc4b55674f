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
//!
//! With the CPU painter we also name the render device, as a path that is no DRM device.
//! Otherwise WebKit's UI process starts Mesa's EGL (which loads LLVM) only to learn what
//! `/dev/dri` already told us, that there is no render node: about 100 ms of the UI thread
//! before it sends the page its first request (start to first board, median of 16 runs
//! each way: 454 ms without, 423 ms with).

use std::ffi::OsString;

/// The variable WebKitGTK reads to skip its DMA-BUF (GL) renderer.
const DISABLE_GL: &str = "WEBKIT_DISABLE_DMABUF_RENDERER";
/// The variable WebKitGTK reads for the GPU render node, instead of asking EGL.
const RENDER_DEVICE: &str = "WEBKIT_WEB_RENDER_DEVICE_FILE";
/// A render device that is none: WebKit finds no DRM device by this path.
const NO_RENDER_DEVICE: &str = "/dev/null";

/// Picks the renderer for this machine. Call first thing in `main`, while the process still
/// has one thread: it may set environment variables.
pub fn choose() {
    if !cfg!(target_os = "linux") {
        return;
    }
    let render_nodes: Vec<OsString> = std::fs::read_dir("/dev/dri")
        .map(|dir| dir.filter_map(|e| e.ok()).map(|e| e.file_name()).collect())
        .unwrap_or_default();
    let chosen = Chosen {
        painter: std::env::var_os(DISABLE_GL).is_some(),
        device: std::env::var_os(RENDER_DEVICE).is_some(),
    };
    for (name, value) in settings(chosen, &render_nodes) {
        std::env::set_var(name, value);
    }
}

/// Which of the two variables the player set already.
#[derive(Clone, Copy)]
struct Chosen {
    painter: bool,
    device: bool,
}

/// The variables to set: none when the player chose the painter or a GPU render node
/// (`/dev/dri/renderD*`) is present; otherwise the CPU painter, and no render device unless
/// the player named one.
fn settings(chosen: Chosen, dri_entries: &[OsString]) -> Vec<(&'static str, &'static str)> {
    let has_gpu = dri_entries.iter().any(|name| name.to_string_lossy().starts_with("renderD"));
    if chosen.painter || has_gpu {
        return Vec::new();
    }
    let mut set = vec![(DISABLE_GL, "1")];
    if !chosen.device {
        set.push((RENDER_DEVICE, NO_RENDER_DEVICE));
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    const NOTHING: Chosen = Chosen { painter: false, device: false };

    #[test]
    fn a_gpu_keeps_the_default_and_a_players_choice_is_kept() {
        assert!(settings(NOTHING, &names(&["card0", "renderD128"])).is_empty());
        assert!(settings(Chosen { painter: true, device: false }, &names(&[])).is_empty());
    }

    #[test]
    fn no_render_node_asks_for_the_cpu_painter_and_no_render_device() {
        let both = vec![(DISABLE_GL, "1"), (RENDER_DEVICE, NO_RENDER_DEVICE)];
        assert_eq!(settings(NOTHING, &names(&[])), both);
        assert_eq!(settings(NOTHING, &names(&["card0", "by-path"])), both);
    }

    #[test]
    fn a_players_render_device_is_kept() {
        let chosen = Chosen { painter: false, device: true };
        assert_eq!(settings(chosen, &names(&[])), vec![(DISABLE_GL, "1")]);
    }
}
