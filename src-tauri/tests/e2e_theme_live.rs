//! The desktop's settings, changed while the app runs through an XSETTINGS daemon on the test's
//! display (xsettingsd, as a desktop's settings daemon does it): "as the system" follows the GTK
//! theme to dark and back with no restart, and GTK's animations turned off stop the 15-puzzle's
//! slides. A file of its own: the daemon's settings reach every window on the display. Xvfb must
//! not reset between two tests (`-noreset`, as scripts/test.sh starts it), or a daemon started
//! while it resets finds no display.

mod support;

use serde_json::json;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Mutex, MutexGuard};
use support::*;

const SHADE: &str = "return document.documentElement.dataset.theme ?? null";

/// One desktop at a time: the tests of this file run on threads of one process, and a second
/// daemon on the display would take the first one's place.
static ONE_DESKTOP: Mutex<()> = Mutex::new(());

/// xsettingsd serving the test's settings, stopped when dropped.
struct Desktop {
    daemon: Child,
    config: PathBuf,
    _turn: MutexGuard<'static, ()>,
}

impl Desktop {
    fn start(dir: &Path, settings: &str) -> Desktop {
        let turn = ONE_DESKTOP.lock().unwrap_or_else(|e| e.into_inner());
        let config = dir.join("xsettingsd.conf");
        Desktop { daemon: serve(&config, settings), config, _turn: turn }
    }

    /// Changes the desktop's settings (xsettingsd's lines) as a new settings daemon does: one
    /// serving them takes the display's settings over and the one before leaves. Not by
    /// xsettingsd's reload on SIGHUP, which its own source says a signal can miss. (The one
    /// before read its file when it started, and never reads it again.)
    fn set(&mut self, settings: &str) {
        let next = serve(&self.config, settings);
        let before = self.daemon.wait().expect("the daemon before");
        assert!(before.success(), "the daemon before leaves when its settings are taken over: {before}");
        self.daemon = next;
    }
}

impl Drop for Desktop {
    fn drop(&mut self) {
        let _ = self.daemon.kill();
        let _ = self.daemon.wait();
    }
}

/// Starts xsettingsd serving `settings` (written to `config`), and returns it once it owns the
/// display's settings.
fn serve(config: &Path, settings: &str) -> Child {
    std::fs::write(config, settings).expect("xsettingsd config");
    let mut daemon = Command::new("xsettingsd")
        .arg("-c")
        .arg(config)
        .stderr(Stdio::piped())
        .spawn()
        .expect("xsettingsd, the desktop's settings for this test: scripts/setup.sh --test installs it");
    // Its lines are read to the end, so that it never writes to a closed pipe.
    let (said, lines) = mpsc::channel();
    let stderr = daemon.stderr.take().expect("xsettingsd's stderr");
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = said.send(line);
        }
    });
    let mut heard = Vec::new();
    loop {
        match lines.recv_timeout(TIMEOUT) {
            Ok(line) if line.contains("Took ownership of selection") => return daemon,
            Ok(line) => heard.push(line),
            // Xvfb cannot be reached while it resets, which it does when its last client
            // leaves unless started with -noreset (as scripts/test.sh starts it).
            Err(_) => panic!("xsettingsd did not take the display's settings: {heard:?}"),
        }
    }
}

#[tokio::test]
async fn as_the_system_follows_the_desktops_gtk_theme_while_running() {
    let dir = std::env::temp_dir().join(format!("tessera-e2e-theme-live-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut desktop = Desktop::start(&dir, "Net/ThemeName \"Adwaita\"\n");
    let app = App::launch().await;
    app.wait_js("the desktop's light shade", SHADE, json!("light")).await;
    desktop.set("Net/ThemeName \"Adwaita-dark\"\n");
    app.wait_js("the page to turn dark with the desktop", SHADE, json!("dark")).await;
    assert!(app.pixel_matches(0, 0, "--cell-face").await, "the board drawn again in the dark face");
    desktop.set("Net/ThemeName \"Adwaita\"\n");
    app.wait_js("the page to turn light with the desktop", SHADE, json!("light")).await;
    app.close().await;
    drop(desktop);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_desktop_without_animations_gets_no_slides() {
    let dir = std::env::temp_dir().join(format!("tessera-e2e-motion-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let mut desktop = Desktop::start(&dir, "Gtk/EnableAnimations 1\n");
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.set_setting("animMs", "120").await;
    let sliding = "return getComputedStyle(document.querySelectorAll('#fifteen-board .tile')[12]).animationName";
    app.enter_state("1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15").await.expect("state");
    app.keys(&[LEFT_ARROW]).await;
    app.wait_js("the tile to slide", sliding, json!("slide-left")).await;
    desktop.set("Gtk/EnableAnimations 0\n");
    app.wait_js("the desktop's wish for less motion", "return document.documentElement.dataset.motion ?? null", json!("reduce")).await;
    app.keys(&[RIGHT_ARROW]).await;
    app.wait_fifteen("the move back", |s| s["moves"] == 2 && s["pending"] == 0).await;
    let moved = "return getComputedStyle(document.querySelectorAll('#fifteen-board .tile')[13]).animationName";
    assert_eq!(app.js(moved).await, json!("none"), "no slide under reduced motion");
    app.close().await;
    drop(desktop);
    let _ = std::fs::remove_dir_all(&dir);
}
