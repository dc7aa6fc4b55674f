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
//! With the CPU painter nothing in the UI process needs OpenGL, so we say so twice:
//! - `GDK_GL=disable`: GTK otherwise probes GLX when it opens the display;
//! - a render device that is no DRM device: WebKit's UI process otherwise starts EGL only to
//!   learn what `/dev/dri` already told us, that there is no render node.
//!
//! Either one alone loads Mesa's software driver, and with it LLVM, into the UI process
//! before the page's first request. Start to first board, medians of interleaved runs:
//! 454 -> 423 ms (render device, 16 runs each), then 500 -> 407 ms (GTK's GL, 12 runs each).
//! A variable the player set already is kept.

use std::ffi::OsString;

/// The variable WebKitGTK reads to skip its DMA-BUF (GL) renderer.
const DISABLE_GL: &str = "WEBKIT_DISABLE_DMABUF_RENDERER";
/// The variable WebKitGTK reads for the GPU render node, instead of asking EGL.
const RENDER_DEVICE: &str = "WEBKIT_WEB_RENDER_DEVICE_FILE";
/// GTK's switch for its own OpenGL support.
const GDK_GL: &str = "GDK_GL";

/// Everything the CPU painter sets: the painter itself, a render device that is none (WebKit
/// finds no DRM device by this path), and no OpenGL in GTK.
const CPU_PAINTER: &[(&str, &str)] = &[(DISABLE_GL, "1"), (RENDER_DEVICE, "/dev/null"), (GDK_GL, "disable")];

/// Picks the renderer for this machine. Call first thing in `main`, while the process still
/// has one thread: it may set environment variables.
pub fn choose() {
    if !cfg!(target_os = "linux") {
        return;
    }
    let render_nodes: Vec<OsString> = std::fs::read_dir("/dev/dri")
        .map(|dir| dir.filter_map(|e| e.ok()).map(|e| e.file_name()).collect())
        .unwrap_or_default();
    for (name, value) in settings(&render_nodes, |name| std::env::var_os(name).is_some()) {
        std::env::set_var(name, value);
    }
}

/// The variables to set: none when the player chose the painter or a GPU render node
/// (`/dev/dri/renderD*`) is present; otherwise the CPU painter's, each unless already set.
fn settings(dri_entries: &[OsString], is_set: impl Fn(&str) -> bool) -> Vec<(&'static str, &'static str)> {
    let has_gpu = dri_entries.iter().any(|name| name.to_string_lossy().starts_with("renderD"));
    if is_set(DISABLE_GL) || has_gpu {
        return Vec::new();
    }
    CPU_PAINTER.iter().filter(|(name, _)| !is_set(name)).copied().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    fn nothing_set(_: &str) -> bool {
        false
    }

    #[test]
    fn a_gpu_keeps_the_default_and_a_players_choice_is_kept() {
        assert!(settings(&names(&["card0", "renderD128"]), nothing_set).is_empty());
        assert!(settings(&names(&[]), |name| name == DISABLE_GL).is_empty());
    }

    #[test]
    fn no_render_node_asks_for_the_cpu_painter_without_opengl() {
        assert_eq!(settings(&names(&[]), nothing_set), CPU_PAINTER);
        assert_eq!(settings(&names(&["card0", "by-path"]), nothing_set), CPU_PAINTER);
    }

    #[test]
    fn a_players_own_variables_are_kept() {
        let set = settings(&names(&[]), |name| name == RENDER_DEVICE || name == GDK_GL);
        assert_eq!(set, vec![(DISABLE_GL, "1")]);
    }
}
