//! The app as a desktop citizen: menu accelerators through the real toolkit (Quit included),
//! the window manager's close, one instance at a time, and window size, game and difficulty
//! coming back after a restart.
//!
//! Keys for the menu are typed into the X server with xdotool, as a keyboard would, because
//! WebDriver's keys go to the page and never reach the toolkit's accelerators.

mod support;

use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use support::*;

fn xdotool(args: &[&str]) -> String {
    let out = Command::new("xdotool").args(args).output().expect("xdotool: run scripts/test.sh, or apt-get install xdotool");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The app's visible top-level windows.
fn visible_windows(pid: u32) -> Vec<String> {
    xdotool(&["search", "--onlyvisible", "--pid", &pid.to_string(), "--name", "^Tessera$"])
        .lines()
        .map(str::to_string)
        .collect()
}

/// Presses a key combination on the app's window, through the X server, once the toolkit has
/// handed the window the keyboard focus (the page sees it): a key sent before that now and
/// then reached no accelerator.
async fn press(app: &App, pid: u32, keys: &str) {
    let windows = visible_windows(pid);
    let window = windows.first().expect("the app's window");
    xdotool(&["windowfocus", "--sync", window]);
    app.wait_js("the window to have the keyboard focus", "return document.hasFocus()", Value::Bool(true)).await;
    xdotool(&["key", "--clearmodifiers", keys]);
}

#[tokio::test]
async fn menu_accelerators_switch_games_and_difficulties() {
    let app = App::launch().await;
    let pid = app.app_pid().expect("the app's process");
    press(&app, pid, "ctrl+3").await;
    app.wait_until("Expert from Ctrl+3", |s| s.is_some_and(|s| s["width"] == 30 && s["height"] == 16)).await;
    press(&app, pid, "ctrl+alt+5").await;
    app.wait_fifteen("5x5 from Ctrl+Alt+5", |s| s["width"] == 5 && s["height"] == 5).await;
    app.wait_js("the 15-puzzle view", "return document.body.dataset.game", Value::from("fifteen")).await;
    // Any size through Other Size… (the typed field, focused), and a new session.
    press(&app, pid, "ctrl+alt+o").await;
    app.wait_js("the typed size's field", "const f = document.getElementById('fifteen-size-other'); return !f.parentElement.hidden && document.activeElement === f", Value::Bool(true)).await;
    app.js("document.getElementById('fifteen-size-other').blur(); return true").await;
    press(&app, pid, "ctrl+alt+n").await;
    app.wait_js("a new session", "return document.getElementById('fifteen-session').textContent", Value::from("Session: new, no solve yet")).await;
    press(&app, pid, "ctrl+shift+r").await;
    app.wait_js("the records view", "return document.body.dataset.game", Value::from("records")).await;
    press(&app, pid, "ctrl+comma").await;
    app.wait_js("the settings dialog", "return document.getElementById('settings-dialog').open", Value::Bool(true)).await;
    app.js("document.getElementById('settings-dialog').close(); return true").await;
    // F1 is the toolkit's accelerator of Help > Keyboard Shortcuts.
    press(&app, pid, "F1").await;
    app.wait_js("the help from F1", "return document.getElementById('help-dialog').open", Value::Bool(true)).await;
    app.close().await;
}

/// True while any thread of the process has not exited. The main thread can be a zombie
/// while others are still on their way out, holding the process's files (the records' lock
/// among them): only once every thread is a zombie (which waits only for its parent) or gone
/// is the process done.
fn running(pid: u32) -> bool {
    let alive = |stat: String| stat.rsplit_once(") ").is_some_and(|(_, rest)| !rest.starts_with('Z'));
    std::fs::read_dir(format!("/proc/{pid}/task"))
        .into_iter()
        .flatten()
        .flatten()
        .any(|task| std::fs::read_to_string(task.path().join("stat")).is_ok_and(alive))
}

#[tokio::test]
async fn ctrl_q_quits_from_the_menu_and_the_game_in_progress_is_recorded() {
    let data = tempfile::tempdir().expect("data dir");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    let pid = app.app_pid().expect("the app's process");
    assert!(running(pid));
    app.choose("beginner", 9, 9).await;
    app.click(4, 4).await;
    app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    press(&app, pid, "ctrl+q").await;
    let exited = poll(Duration::from_secs(10), async || {
        if running(pid) { Err("still running".to_string()) } else { Ok(()) }
    })
    .await;
    exited.expect("Ctrl+Q (Game, Quit Tessera) ends the app");
    // The game left by quitting counts, as a loss.
    let file = app.data_dir().join("records").join("records.json");
    let records = saved(&file);
    let games = records["records"]["mines"]["beginner"]["games"].as_array().expect("the beginner table");
    assert_eq!((games.len(), games[0]["ending"].as_str()), (1, Some("abandoned")));
    app.close().await;
    // After a restart the records view counts it: one game played, lost.
    let again = App::launch_in(Some(data.path().to_path_buf())).await;
    again.switch_to("records").await;
    again.wait_text("#records-mines [data-stat=played]", "1").await;
    assert_eq!(again.text("#records-mines [data-stat=won]").await, "0");
    again.close().await;
}

/// Asks a window to close the way a window manager does for its close button: a
/// WM_DELETE_WINDOW message to the toolkit (Xvfb has no window manager to send it).
#[cfg(target_os = "linux")]
fn close_as_the_window_manager_does(window: &str) {
    use x11_dl::xlib;
    let id: xlib::Window = window.parse().expect("an X window id");
    let x = xlib::Xlib::open().expect("libX11");
    // SAFETY: a display opened here and closed at the end; the event is a complete
    // ClientMessage, the only member of the union that is read for its type.
    unsafe {
        let display = (x.XOpenDisplay)(std::ptr::null());
        assert!(!display.is_null(), "no X display");
        let protocols = (x.XInternAtom)(display, c"WM_PROTOCOLS".as_ptr(), xlib::False);
        let delete = (x.XInternAtom)(display, c"WM_DELETE_WINDOW".as_ptr(), xlib::False);
        let mut data = xlib::ClientMessageData::new();
        data.set_long(0, delete as std::os::raw::c_long);
        data.set_long(1, xlib::CurrentTime as std::os::raw::c_long);
        let message = xlib::XClientMessageEvent {
            type_: xlib::ClientMessage,
            serial: 0,
            send_event: xlib::True,
            display,
            window: id,
            message_type: protocols,
            format: 32,
            data,
        };
        let mut event = xlib::XEvent { client_message: message };
        assert_ne!((x.XSendEvent)(display, id, xlib::False, xlib::NoEventMask, &mut event), 0, "XSendEvent");
        (x.XFlush)(display);
        (x.XCloseDisplay)(display);
    }
}

#[cfg(target_os = "linux")]
#[tokio::test]
async fn closing_the_window_mid_solve_records_a_dnf() {
    let data = tempfile::tempdir().expect("data dir");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    let pid = app.app_pid().expect("the app's process");
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3/4 0 5/7 8 6").await.expect("a playable state");
    app.keys(&['d']).await;
    app.wait_fifteen("the first move", |s| s["moves"] == 1 && s["pending"] == 0).await;
    let window = visible_windows(pid).first().cloned().expect("the app's window");
    close_as_the_window_manager_does(&window);
    poll(Duration::from_secs(10), async || if running(pid) { Err("still running".to_string()) } else { Ok(()) })
        .await
        .expect("closing its only window ends the app");
    // The solve left by closing counts, as a DNF.
    let file = app.data_dir().join("records").join("records.json");
    let records = saved(&file);
    let solves = records["records"]["fifteen"]["3x3"]["solves"].as_array().expect("the 3x3 table");
    assert_eq!((solves.len(), solves[0]["timeMs"].is_null()), (1, true), "one DNF: {solves:?}");
    app.close().await;
}

#[tokio::test]
async fn a_game_in_progress_when_the_app_is_killed_is_recorded_on_the_next_start() {
    let data = tempfile::tempdir().expect("data dir");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    let pid = app.app_pid().expect("the app's process");
    app.choose("beginner", 9, 9).await;
    app.click(4, 4).await;
    app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    // The journal beside the records holds the game once the click is answered.
    let journal = data.path().join("records").join("journal-mines.txt");
    poll(Duration::from_secs(10), async || if journal.is_file() { Ok(()) } else { Err("no journal yet".to_string()) })
        .await
        .expect("the journal is written");
    Command::new("kill").args(["-KILL", &pid.to_string()]).status().expect("kill");
    poll(Duration::from_secs(10), async || if running(pid) { Err("still running".to_string()) } else { Ok(()) })
        .await
        .expect("killed");
    app.close().await;
    let again = App::launch_in(Some(data.path().to_path_buf())).await;
    again.switch_to("records").await;
    again.wait_text("#records-mines [data-stat=played]", "1").await;
    assert_eq!(again.text("#records-mines [data-stat=won]").await, "0");
    let notice = again.text("#records-message").await + &again.text("#records-path").await;
    let told = again.js("return window.__tesseraRecords().notice").await;
    assert!(told.as_str().is_some_and(|n| n.contains("Beginner game in progress when Tessera stopped was recorded as a loss")), "{told} {notice}");
    again.close().await;
}

#[tokio::test]
async fn a_second_launch_leaves_one_window() {
    // The single-instance plugin finds the first instance on the session bus: give both a
    // private one.
    let mut bus = Bus(
        Command::new("dbus-daemon")
            .args(["--session", "--nofork", "--print-address=1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("dbus-daemon: run scripts/test.sh, or apt-get install dbus-daemon"),
    );
    let mut address = String::new();
    BufReader::new(bus.0.stdout.take().expect("stdout")).read_line(&mut address).expect("bus address");
    let address = address.trim().to_string();

    let app = App::launch_with(None, &[("DBUS_SESSION_BUS_ADDRESS", &address)]).await;
    let pid = app.app_pid().expect("the app's process");
    // The second launch opens a video, as the desktop does for a file opened with Tessera.
    let video = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/videos/exp.mvf");
    let mut second = Command::new(app_binary())
        .arg(&video)
        .env("DBUS_SESSION_BUS_ADDRESS", &address)
        .env("XDG_DATA_HOME", app.data_dir().join("data"))
        .env("XDG_CONFIG_HOME", app.data_dir().join("config"))
        .env("TESSERA_DATA_DIR", app.data_dir().join("records"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("second launch");
    let deadline = Instant::now() + Duration::from_secs(15);
    let status = loop {
        if let Some(status) = second.try_wait().expect("wait") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = second.kill();
            panic!("the second launch kept running: two instances");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "the second launch handed over and quit: {status}");
    assert_eq!(visible_windows(pid).len(), 1);
    assert!(app.mines().await.is_some(), "the first instance still runs");
    // The running window plays the video it was handed.
    app.wait_js("the video in the first instance's viewer", "return window.__tesseraReplay?.()?.open ? document.getElementById('replay-title').textContent : null", json!("exp.mvf")).await;
    app.close().await;
}

/// A private session bus, stopped however the test ends: one left running by a failed test
/// kept the test's output open, so whatever read it (a pipe, CI's log) waited forever.
struct Bus(std::process::Child);

impl Drop for Bus {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test]
async fn window_size_game_and_difficulty_come_back_after_a_restart() {
    let data = tempfile::tempdir().expect("data dir");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    // Resized through the X server, as a window manager does for a user's drag. (WebDriver's
    // own resize first "restores" the window and, under Xvfb with no window manager, now and
    // then waits forever for a state change that never comes.)
    let pid = app.app_pid().expect("the app's process");
    let window = visible_windows(pid).first().cloned().expect("the app's window");
    xdotool(&["windowsize", "--sync", &window, "820", "640"]);
    app.wait_js("the page to see the new width", "return innerWidth", Value::from(820)).await;
    // The window's state is written once it has rested a moment, as after a user's drag.
    let state_file = app.data_dir().join("config/org.tessera.puzzles/.window-state.json");
    support::poll(support::TIMEOUT, async || {
        let text = std::fs::read_to_string(&state_file).map_err(|e| format!("{}: {e}", state_file.display()))?;
        let saved: Value = serde_json::from_str(&text).map_err(|e| format!("{text}: {e}"))?;
        let widths: Vec<&Value> = saved.as_object().into_iter().flat_map(|m| m.values()).map(|w| &w["width"]).collect();
        if widths.contains(&&Value::from(820)) { Ok(()) } else { Err(format!("saved: {text}")) }
    })
    .await
    .expect("the window's new size saved");
    app.choose("intermediate", 16, 16).await;
    app.switch_to("fifteen").await;
    let size = app.client.find(fantoccini::Locator::Id("fifteen-size")).await.expect("size picker");
    size.select_by_value("5x5").await.expect("5x5");
    app.wait_fifteen("a 5x5 scramble", |s| s["width"] == 5).await;
    let before = app.client.get_window_size().await.expect("size");
    app.wait_settings("the game, difficulty and size saved", |s| {
        s["game"] == "fifteen" && s["mines"]["level"] == "intermediate" && s["fifteen"]["size"] == serde_json::json!([5, 5])
    })
    .await;
    app.close().await;

    let again = App::launch_in(Some(data.path().to_path_buf())).await;
    again.wait_js("the 15-puzzle view", "return document.body.dataset.game", Value::from("fifteen")).await;
    again.wait_fifteen("the 5x5 size again", |s| s["width"] == 5 && s["height"] == 5).await;
    again.switch_to("mines").await;
    again.wait_until("Intermediate again", |s| s.is_some_and(|s| s["width"] == 16 && s["height"] == 16)).await;
    let after = again.client.get_window_size().await.expect("size");
    assert_eq!(after, before, "the window keeps its size");
    again.close().await;
}

/// The page's content security policy holds in the real webview: an injected script does not
/// run, a `<base>` element does not move the page's links, and forms cannot send anywhere.
#[tokio::test]
async fn the_content_security_policy_is_enforced() {
    let app = App::launch().await;
    let verdict = app
        .js(
            "const before = document.baseURI;
             const base = document.createElement('base');
             base.href = 'https://example.com/';
             document.head.appendChild(base);
             const moved = document.baseURI !== before;
             base.remove();
             const s = document.createElement('script');
             s.textContent = 'window.__injected = true';
             document.head.appendChild(s);
             s.remove();
             return [moved, !!window.__injected];",
        )
        .await;
    assert_eq!(verdict, serde_json::json!([false, false]), "base-uri 'none' and script-src 'self'");
    app.close().await;
}

/// Moves and resizes spaced about the window-state save's settling time, so that saves meet
/// new moves. Saved from another thread, the plugin's lock and the main thread deadlocked the
/// app within 20 to 35 rounds (the suite's old 1-in-20 hang); the page must answer every round.
#[tokio::test]
async fn moving_and_resizing_again_and_again_never_stalls_the_app() {
    let app = App::launch().await;
    let pid = app.app_pid().expect("the app's process");
    let window = visible_windows(pid).first().cloned().expect("the app's window");
    for round in 0..60u32 {
        let width = 700 + (round % 2) * 100;
        xdotool(&["windowsize", &window, &width.to_string(), "600"]);
        xdotool(&["windowmove", &window, &(10 + round % 3).to_string(), "10"]);
        // The stimulus's spacing around the 300 ms settling time, not a wait for a condition.
        tokio::time::sleep(Duration::from_millis(250 + u64::from(round * 37 % 110))).await;
        let answer = tokio::time::timeout(Duration::from_secs(15), app.client.execute("return innerWidth", vec![])).await;
        assert!(matches!(answer, Ok(Ok(_))), "round {round}: the page did not answer: {answer:?}");
    }
    app.close().await;
}

/// The records the app saved in `file`'s directory (the snapshot and its log), as JSON.
fn saved(file: &std::path::Path) -> Value {
    assert!(file.is_file(), "records saved on the way out: {}", file.display());
    let opened = tessera::records::store::Store::open(file.parent().expect("the records directory"));
    assert_eq!(opened.notice, Vec::new());
    serde_json::json!({ "records": opened.records })
}

/// Game > Open Video… (Ctrl+O): the system's file chooser; a path typed in it opens the video
/// in the viewer, which plays it to its end with the CLI's figures: one of each format.
#[tokio::test]
async fn ctrl_o_opens_a_video_of_each_format_chosen_in_the_systems_file_chooser() {
    let app = App::launch().await;
    let pid = app.app_pid().expect("the app's process");
    let dir = tempfile::tempdir().expect("dir");
    for video in video::one_of_each(dir.path()) {
        press(&app, pid, "ctrl+o").await;
        let chooser = poll(Duration::from_secs(15), async || {
            let found = xdotool(&["search", "--onlyvisible", "--name", "^Open a Minesweeper video$"]);
            found.lines().next().map(str::to_string).ok_or_else(|| "no file chooser".to_string())
        })
        .await
        .expect("the file chooser, titled as ours");
        xdotool(&["windowfocus", "--sync", &chooser]);
        // Ctrl+L opens GTK's location field; the keys typed while it appears can be lost, so the
        // path is typed once to have the field, then again over all of it. Return opens the file.
        let path = video.to_string_lossy();
        xdotool(&["key", "--window", &chooser, "ctrl+l"]);
        xdotool(&["type", "--window", &chooser, "--delay", "10", &path]);
        xdotool(&["key", "--window", &chooser, "ctrl+a"]);
        xdotool(&["type", "--window", &chooser, "--delay", "10", &path]);
        // Return, until the chooser is gone: the first may only accept the field's completion.
        poll(Duration::from_secs(10), async || {
            if xdotool(&["search", "--onlyvisible", "--name", "^Open a Minesweeper video$"]).trim().is_empty() {
                return Ok(());
            }
            xdotool(&["key", "--window", &chooser, "Return"]);
            Err("the chooser still open".to_string())
        })
        .await
        .expect("the chooser closed by Return");
        // A Return pressed as the chooser closed can have its release go to a window no longer
        // there: the X server then holds the key down and repeats it into the page every 40 ms
        // (seen: the viewer's Play button toggled on and off until the test read it). Released.
        xdotool(&["keyup", "Return"]);
        video::plays_to_its_end(&app, &video).await;
        app.click_on("#replay-dialog button[value=close]").await;
    }
    app.close().await;
}

/// A GTK drag source (`support/drag_source.py`) beside the app's window, offering `file` as a
/// file manager does, and telling how the drag goes (a line each: ready, begun, accepted).
struct DragSource {
    child: std::process::Child,
    said: std::sync::mpsc::Receiver<String>,
}

impl DragSource {
    const AT: (i32, i32) = (1100, 600);

    fn offer(file: &Path) -> DragSource {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/drag_source.py");
        let (x, y) = DragSource::AT;
        let mut child = Command::new("/usr/bin/python3")
            .arg(script)
            .args([x.to_string(), y.to_string()])
            .arg(file)
            .stdout(Stdio::piped())
            .spawn()
            .expect("the drag source: run scripts/setup.sh --test (python3-gi)");
        let out = child.stdout.take().expect("stdout");
        let (tell, said) = std::sync::mpsc::channel();
        std::thread::spawn(move || BufReader::new(out).lines().map_while(Result::ok).try_for_each(|l| tell.send(l)));
        let source = DragSource { child, said };
        source.wait_for("ready", Duration::from_secs(10), || {});
        source
    }

    /// Waits until the source says `what`, doing `meanwhile` between looks.
    fn wait_for(&self, what: &str, limit: Duration, mut meanwhile: impl FnMut()) {
        let start = Instant::now();
        while start.elapsed() < limit {
            match self.said.recv_timeout(Duration::from_millis(100)) {
                Ok(line) if line == what => return,
                Ok(_) | Err(std::sync::mpsc::RecvTimeoutError::Timeout) => meanwhile(),
                Err(e) => panic!("the drag source ended before {what}: {e}"),
            }
        }
        panic!("the drag source never said {what}");
    }

    /// Drags from the source to `to` on the screen and drops there as a hand does: press,
    /// move until the drag has begun, across, and release once the window there has said it
    /// takes the files (a release before that answer drops nothing).
    fn drop_at(&self, to: (i32, i32)) {
        let (x, y) = (DragSource::AT.0 + 60, DragSource::AT.1 + 60);
        let goto = |(px, py): (i32, i32)| xdotool(&["mousemove", "--sync", &px.to_string(), &py.to_string()]);
        goto((x, y));
        xdotool(&["mousedown", "1"]);
        let mut step = 0;
        self.wait_for("begun", Duration::from_secs(10), || {
            step += 1;
            goto((x - 5 * step, y - 5 * step));
        });
        for k in 1..=4 {
            goto((x + (to.0 - x) * k / 4, y + (to.1 - y) * k / 4));
        }
        let mut wiggle = 0;
        self.wait_for("accepted", Duration::from_secs(10), || {
            wiggle += 1;
            goto((to.0 + wiggle % 2, to.1));
        });
        xdotool(&["mouseup", "1"]);
    }
}

impl Drop for DragSource {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A video dropped on the window from outside (XDND, as from a file manager) plays in the
/// viewer to its end with the CLI's figures, one of each format; a damaged one dropped is
/// refused with its message.
#[tokio::test]
async fn a_video_of_each_format_dropped_on_the_window_plays_and_a_damaged_one_is_refused() {
    let app = App::launch().await;
    let dir = tempfile::tempdir().expect("dir");
    for video in video::one_of_each(dir.path()) {
        // The source lives until the app has what it dropped: the data is asked for after the
        // drop.
        let source = DragSource::offer(&video);
        source.drop_at((480, 360));
        video::plays_to_its_end(&app, &video).await;
        drop(source);
        app.click_on("#replay-dialog button[value=close]").await;
    }
    let cut = dir.path().join("cut.mvf");
    std::fs::write(&cut, &std::fs::read(video::sample("exp.mvf")).expect("sample")[..200]).expect("write");
    let source = DragSource::offer(&cut);
    source.drop_at((480, 360));
    app.wait_js("the notice", "return !document.getElementById('notice').hidden", json!(true)).await;
    drop(source);
    let text = app.text("#notice-text").await;
    assert!(text.starts_with("Could not open cut.mvf: ") && text.contains("mvf video"), "{text}");
    app.close().await;
}
