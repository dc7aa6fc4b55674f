//! End-to-end harness: starts tauri-driver (which starts WebKitWebDriver and the real app) and
//! drives the app's webview with real pointer and key actions over WebDriver.
//!
//! Needs `tauri-driver` and the system's WebDriver: on Linux `WebKitWebDriver` and a display
//! (Xvfb), which `scripts/test.sh` provides; on Windows Microsoft Edge WebDriver
//! (`msedgedriver.exe`, of the WebView2 runtime's version), which `scripts/test-native.sh`
//! fetches. When one is missing the tests fail and say which, never skip.
#![allow(dead_code, unused_imports)]

pub mod chain;
pub mod history;
pub mod play;
pub mod tour;
pub mod video;

use fantoccini::actions::{InputSource, KeyAction, KeyActions, MouseActions, PointerAction};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

pub use fantoccini::actions::{MOUSE_BUTTON_LEFT as LEFT, MOUSE_BUTTON_MIDDLE as MIDDLE, MOUSE_BUTTON_RIGHT as RIGHT};

/// One app at a time per test executable, each app a WebKit process (test.sh runs two lanes).
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

pub struct App {
    pub client: Client,
    driver: Child,
    data_dir: PathBuf,
    /// Where the app notes each Minesweeper seed it deals (`hooks.rs`), outside its data.
    seeds: PathBuf,
    /// What the driver chain printed (`told`).
    log: PathBuf,
    keep_data: bool,
    done: Arc<AtomicBool>,
    _turn: MutexGuard<'static, ()>,
}

/// The longest one app may live in a test. A WebDriver command that never answers would
/// otherwise hang the whole run until CI's limit; past this the watchdog stops the driver's
/// process tree, the pending command fails, and so does the test, saying why.
const APP_LIFETIME: Duration = Duration::from_secs(240);

fn watchdog(driver: u32, done: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        let deadline = Instant::now() + APP_LIFETIME;
        while !done.load(Ordering::SeqCst) {
            if Instant::now() >= deadline {
                eprintln!("e2e: the app under test was still open after {APP_LIFETIME:?}; stopping it");
                kill_tree(driver);
                return;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    });
}

/// Stops a process and everything under it: children first, so that nothing is re-parented
/// and missed; SIGTERM, not SIGKILL, since only then does tauri-driver stop its WebKitWebDriver.
#[cfg(windows)]
fn kill_tree(root: u32) {
    // taskkill stops the whole tree (/T): tauri-driver, msedgedriver and the app.
    let _ = Command::new("taskkill").args(["/PID", &root.to_string(), "/T", "/F"]).stdout(Stdio::null()).stderr(Stdio::null()).status();
}

#[cfg(not(windows))]
fn kill_tree(root: u32) {
    let mut tree = descendants(root);
    tree.reverse();
    tree.push(root);
    for pid in tree {
        let _ = Command::new("kill").args(["-TERM", &pid.to_string()]).stderr(Stdio::null()).status();
    }
}

/// The system's WebDriver server, which tauri-driver drives the app's webview through.
const NATIVE_DRIVER: &str = if cfg!(windows) { "msedgedriver" } else { "WebKitWebDriver" };

fn find_tool(name: &str) -> Option<PathBuf> {
    let name = format!("{name}{}", std::env::consts::EXE_SUFFIX);
    let home = std::env::var_os("HOME").or_else(|| std::env::var_os("USERPROFILE"));
    let cargo_bin = home.map(|h| PathBuf::from(h).join(".cargo").join("bin"));
    std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .chain(cargo_bin)
        .map(|dir| dir.join(&name))
        .find(|path| path.is_file())
}

fn free_port() -> u16 {
    free_ports::<1>()[0]
}

/// `N` free local ports, all held at once while they are chosen, so never the same one twice.
fn free_ports<const N: usize>() -> [u16; N] {
    let held: [TcpListener; N] = std::array::from_fn(|_| TcpListener::bind("127.0.0.1:0").expect("a free local port"));
    held.map(|l| l.local_addr().expect("a free local port").port())
}

/// The app under test: the freshly built binary, or `TESSERA_APP` (e.g. an installed package).
pub fn app_binary() -> String {
    std::env::var("TESSERA_APP").unwrap_or_else(|_| env!("CARGO_BIN_EXE_tessera").to_string())
}

impl App {
    /// Starts the app with empty settings and records and waits for its first board. It plays
    /// as a player who has said "don't ask again" to the questions a newcomer is asked (leaving
    /// a game, the first help): tests start new games and ask for help mid-game throughout.
    pub async fn launch() -> App {
        App::launch_in(None).await
    }

    /// As `launch`, as a player who has never answered anything: every question is asked.
    pub async fn launch_new_player() -> App {
        let dir = std::env::temp_dir().join(format!("tessera-e2e-new-{}-{}", std::process::id(), free_port()));
        std::fs::create_dir_all(dir.join("records")).expect("test data dir");
        std::fs::write(dir.join("records/settings.json"), "{}").expect("empty settings");
        let mut app = App::launch_in(Some(dir)).await;
        app.keep_data = false;
        app
    }

    /// Starts the app with its data (settings, records) in `dir`, kept after the app closes,
    /// or in a fresh directory removed afterwards.
    pub async fn launch_in(dir: Option<PathBuf>) -> App {
        App::launch_with(dir, &[]).await
    }

    /// As `launch_in`, with extra environment variables for the app.
    pub async fn launch_with(dir: Option<PathBuf>, env: &[(&str, &str)]) -> App {
        App::launch_full(dir, env, &[]).await
    }

    /// As `launch_with`, with arguments for the app (a file to open, as the desktop gives it).
    // Each test runs on its own single-threaded runtime; the guard is held for the app's whole
    // life on purpose, so that two tests never drive two apps at once.
    #[allow(clippy::await_holding_lock)]
    pub async fn launch_full(dir: Option<PathBuf>, env: &[(&str, &str)], args: &[&str]) -> App {
        let turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let driver_path = find_tool("tauri-driver").unwrap_or_else(|| {
            panic!("tauri-driver not found: run scripts/test.sh, or `cargo install tauri-driver --locked --version '^2'`")
        });
        let native_driver = find_tool(NATIVE_DRIVER).unwrap_or_else(|| {
            panic!("{NATIVE_DRIVER} not found: run scripts/test.sh (Linux: `apt-get install webkit2gtk-driver`) or scripts/test-native.sh (Windows)")
        });
        assert!(
            cfg!(not(target_os = "linux")) || std::env::var_os("DISPLAY").is_some() || std::env::var_os("WAYLAND_DISPLAY").is_some(),
            "no display: run the end-to-end tests under Xvfb (scripts/test.sh does)"
        );

        let keep_data = dir.is_some();
        let data_dir =
            dir.unwrap_or_else(|| std::env::temp_dir().join(format!("tessera-e2e-{}-{}", std::process::id(), free_port())));
        std::fs::create_dir_all(&data_dir).expect("test data dir");
        let settings = data_dir.join("records/settings.json");
        if !settings.exists() {
            std::fs::create_dir_all(data_dir.join("records")).expect("records dir");
            std::fs::write(&settings, r#"{"askLeave": false, "askAssist": false}"#).expect("settings");
        }
        let [port, native_port] = free_ports();
        let seeds = std::env::temp_dir().join(format!("tessera-e2e-seeds-{}-{port}.txt", std::process::id()));
        // What tauri-driver, WebKitWebDriver and the app print, told when a launch fails.
        let log = std::env::temp_dir().join(format!("tessera-e2e-driver-{}-{port}.log", std::process::id()));
        let output = std::fs::File::create(&log).expect("driver log");
        let driver = Command::new(driver_path)
            .args(["--port", &port.to_string(), "--native-port", &native_port.to_string()])
            .arg("--native-driver")
            .arg(&native_driver)
            .env("XDG_DATA_HOME", data_dir.join("data"))
            .env("XDG_CONFIG_HOME", data_dir.join("config"))
            .env("XDG_CACHE_HOME", data_dir.join("cache"))
            .env("TESSERA_DATA_DIR", data_dir.join("records"))
            .env("TESSERA_E2E_SEEDS", &seeds)
            // English whatever the machine's language, unless a test says otherwise (the
            // language tests clear LANGUAGE and give the desktop's).
            .env("LANGUAGE", "en")
            .envs(env.iter().copied())
            .stdout(output.try_clone().expect("driver log"))
            .stderr(output)
            .spawn()
            .expect("start tauri-driver");
        let done = Arc::new(AtomicBool::new(false));
        watchdog(driver.id(), Arc::clone(&done));
        // Until the app is up and owns it: a launch that fails (no session, no first board)
        // ends the test process, watchdog and all, and must not leave the driver running.
        let mut starting = Starting(Some(driver));

        // tauri-driver listens first and starts WebKitWebDriver on the native port a moment
        // later (about 15 ms here, more under load); a session asked for in between finds no
        // one to forward it to and its connection is dropped. So tauri-driver must listen and
        // WebKitWebDriver answer that it is ready, asked directly: asked through tauri-driver,
        // the connection tauri-driver opened for the question stays in its pool after
        // WebKitWebDriver has closed it, and the session's request, sent on it, is reset
        // (seen in 4 of 8 runs under load).
        let began = Instant::now();
        poll(Duration::from_secs(20), async || {
            TcpStream::connect(("127.0.0.1", port)).map_err(|e| format!("tauri-driver did not listen on port {port}: {e}"))?;
            chain::ready(native_port, NATIVE_DRIVER)
        })
        .await
        .unwrap_or_else(|e| panic!("{e}; the drivers said: {}", chain::told(&log)));
        let mut caps = serde_json::Map::new();
        caps.insert("tauri:options".into(), json!({ "application": app_binary(), "args": args }));
        let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .unwrap_or_else(|e| {
                panic!("no WebDriver session with the app after {:?}: {e} ({e:?}); the drivers said: {}", began.elapsed(), chain::told(&log))
            });
        let driver = starting.0.take().expect("the driver");
        let app = App { client, driver, data_dir, seeds, log, keep_data, done, _turn: turn };
        let hooks = poll(Duration::from_secs(30), async || {
            let installed = app.client.execute("return window.__tesseraHooks === true", vec![]).await.map_err(|e| e.to_string())?;
            if installed == json!(true) { Ok(()) } else { Err("no test hooks".to_string()) }
        });
        hooks.await.unwrap_or_else(|_| {
            panic!("{} has no end-to-end hooks: build it with `cargo test -p tessera-app --features e2e-hooks` (scripts/test.sh does)", app_binary())
        });
        app.wait_until_for("the first board", Duration::from_secs(30), |s| s.is_some()).await;
        app
    }

    /// The data directory the app was started with (settings, records, window state).
    pub fn data_dir(&self) -> &std::path::Path {
        &self.data_dir
    }

    /// The seed of the last Minesweeper board the app dealt: the page never sees a counted
    /// game's seed before the end, and nothing in the app's data tells it, so a test that must
    /// know the mines reads what the test build notes (`hooks.rs`, `play::seed_in_play`).
    pub fn dealt_mines_seed(&self) -> Result<u64, String> {
        let text = std::fs::read_to_string(&self.seeds).map_err(|e| format!("{}: {e}", self.seeds.display()))?;
        let last = text.lines().last().ok_or(format!("no seed in {}", self.seeds.display()))?;
        last.parse().map_err(|e| format!("the seed {last:?}: {e}"))
    }

    /// Starts hearing every answer the backend gives the page (`ui/ipc.js`).
    pub async fn hear_answers(&self) {
        self.js("window.__heard = []; window.__tesseraHear((command, answer) => window.__heard.push(`${command} ${JSON.stringify(answer)}`)); return true;").await;
    }

    /// Every answer heard since `hear_answers`, in order, each as `command json`.
    pub async fn heard(&self) -> Vec<String> {
        let heard = self.js("return window.__heard").await;
        heard.as_array().expect("answers").iter().map(|a| a.as_str().expect("text").to_string()).collect()
    }

    /// The page as it is now: its whole DOM, its text and every form field's value.
    pub async fn shown(&self) -> String {
        let fields = "...[...document.querySelectorAll('input, select, textarea')].map((e) => e.value)";
        let script = format!("return [document.documentElement.outerHTML, document.body.innerText, {fields}].join(' ')");
        self.js(&script).await.as_str().expect("text").to_string()
    }

    /// The app's own process (a child of the WebDriver chain).
    pub fn app_pid(&self) -> Option<u32> {
        let binary = std::fs::canonicalize(app_binary()).ok()?;
        descendants(self.driver.id())
            .into_iter()
            .find(|pid| std::fs::read_link(format!("/proc/{pid}/exe")).is_ok_and(|exe| exe == binary))
    }

    /// Closes the app and the driver. The session's close gets 10 s: after a screenshot that
    /// never answered, WebDriver answers nothing more, and the driver is stopped anyway.
    pub async fn close(mut self) {
        let _ = tokio::time::timeout(Duration::from_secs(10), self.client.clone().close()).await;
        self.stop_driver();
    }

    fn stop_driver(&mut self) {
        // A test that failed never closed its session, and the app outlives the driver.
        self.done.store(true, Ordering::SeqCst);
        kill_tree(self.driver.id());
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.driver.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.driver.kill();
        let _ = std::fs::remove_file(&self.seeds);
        let _ = std::fs::remove_file(&self.log);
        if !self.keep_data {
            let _ = std::fs::remove_dir_all(&self.data_dir);
        }
    }

    /// Runs a script in the page. With `TESSERA_E2E_TRACE` set, each call is logged before and
    /// after, so that a call that never returns shows in the output.
    pub async fn js(&self, script: &str) -> Value {
        let trace = std::env::var_os("TESSERA_E2E_TRACE").is_some();
        if trace {
            eprintln!("trace: js {}", script.chars().take(60).collect::<String>());
        }
        let v = self.client.execute(script, vec![]).await.expect("script runs in the page");
        if trace {
            eprintln!("trace: js done");
        }
        v
    }

    /// What the Minesweeper board shows: `{cells, width, height, status, seed, cellCss}`.
    pub async fn mines(&self) -> Option<Value> {
        let v = self.js("return window.__tesseraMines ? window.__tesseraMines() : null").await;
        (!v.is_null()).then_some(v)
    }

    pub async fn cells(&self) -> String {
        self.mines().await.expect("board")["cells"].as_str().expect("cells").to_string()
    }

    pub async fn status(&self) -> String {
        self.mines().await.expect("board")["status"].as_str().expect("status").to_string()
    }

    /// Polls the page until `check` holds, failing with `what` after 10 s.
    pub async fn wait_until(&self, what: &str, check: impl Fn(Option<Value>) -> bool) -> Value {
        self.wait_until_for(what, TIMEOUT, check).await
    }

    pub async fn wait_until_for(&self, what: &str, limit: Duration, check: impl Fn(Option<Value>) -> bool) -> Value {
        let found = poll(limit, async || {
            let state = self.mines().await;
            // What follows an answer's cells by a frame (the panels: ui/mines/view.js) is drawn too.
            if state.as_ref().is_some_and(|s| s["panelsPending"] == true) {
                return Err("the panels not yet drawn".to_string());
            }
            if check(state.clone()) {
                return Ok(state.unwrap_or(Value::Null));
            }
            Err(match state {
                None => "no board".to_string(),
                Some(s) => {
                    let cells: String = s["cells"].as_str().unwrap_or("").chars().take(100).collect();
                    format!("status {} seed {} cells {cells}...", s["status"], s["seed"])
                }
            })
        })
        .await;
        self.or_fail(found, what).await
    }

    /// Waits until the settings file holds what `done` looks for: settings are written off
    /// the thread that paints, so a restart right after a change could come before them.
    pub async fn wait_settings(&self, what: &str, done: impl Fn(&Value) -> bool) {
        let file = self.data_dir.join("records/settings.json");
        let found = poll(TIMEOUT, async || {
            let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let saved: Value = serde_json::from_str(&text).map_err(|e| format!("{text}: {e}"))?;
            if done(&saved) { Ok(()) } else { Err(text) }
        })
        .await;
        self.or_fail(found, what).await;
    }

    /// The value, or a failure naming what was awaited, the last state and a screenshot.
    async fn or_fail<T>(&self, found: Result<T, String>, what: &str) -> T {
        match found {
            Ok(value) => value,
            Err(last) => {
                let shot = self.save_screenshot("timeout").await;
                panic!("timed out waiting for {what}; last seen: {last}; screenshot {shot}");
            }
        }
    }

    /// With `TESSERA_SHOTS=DIR` set, saves what the window shows as `DIR/NAME.png`, so that a
    /// person can look at the states the tests reach.
    /// The shot is of the X display (ImageMagick's `import`), not WebDriver's: WebKitWebDriver's
    /// screenshot never answers under Xvfb here, and the session is stuck after it.
    pub async fn shot(&self, name: &str) {
        let Some(dir) = std::env::var_os("TESSERA_SHOTS") else { return };
        std::fs::create_dir_all(&dir).expect("shots dir");
        // What the page has just changed is on the display once two frames have been painted.
        let painted = "const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));";
        let _ = self.client.execute_async(painted, vec![]).await;
        let path = PathBuf::from(dir).join(format!("{name}.png"));
        if !display_shot(&path) {
            eprintln!("e2e: no screenshot {name}: ImageMagick's import could not read the display");
        }
    }

    /// Polls a script until it answers something other than null, and returns that; fails
    /// with `what` after `limit`.
    pub async fn wait_js_value(&self, what: &str, script: &str, limit: Duration) -> Value {
        let found = poll(limit, async || {
            let v = self.js(script).await;
            if v.is_null() { Err("null".to_string()) } else { Ok(v) }
        })
        .await;
        self.or_fail(found, what).await
    }

    /// Waits until a script's answer is `want`.
    pub async fn wait_js(&self, what: &str, script: &str, want: Value) {
        let found = poll(TIMEOUT, async || {
            let got = self.js(script).await;
            if got == want { Ok(()) } else { Err(got.to_string()) }
        })
        .await;
        self.or_fail(found, what).await
    }

    /// Waits until the element's text is `want` (the page redraws figures at its next frame).
    pub async fn wait_text(&self, css: &str, want: &str) {
        let found = poll(TIMEOUT, async || {
            let got = self.text(css).await;
            if got == want { Ok(()) } else { Err(format!("{css} shows {got:?}")) }
        })
        .await;
        self.or_fail(found, &format!("{css} to show {want:?}")).await
    }

    /// Waits until the element's text holds `part`: a finished attempt's result is drawn in
    /// the frame after its last move's tiles, so the state can say "solved" a frame before the
    /// result says so.
    pub async fn wait_text_containing(&self, css: &str, part: &str) {
        let found = poll(TIMEOUT, async || {
            let got = self.text(css).await;
            if got.contains(part) { Ok(()) } else { Err(format!("{css} shows {got:?}")) }
        })
        .await;
        self.or_fail(found, &format!("{css} to hold {part:?}")).await
    }

    /// Saves what the window shows, for a failure report; returns the file's path. WebDriver's
    /// screenshot can fail to answer at all (seen after a failed wait: it held the test until
    /// the watchdog, and the watchdog's kill failed the next test too), so it gets 10 s.
    pub async fn save_screenshot(&self, name: &str) -> String {
        let path = std::env::temp_dir().join(format!("tessera-e2e-{name}-{}.png", std::process::id()));
        if display_shot(&path) { path.display().to_string() } else { "(none: ImageMagick's import is missing)".to_string() }
    }

    pub async fn text(&self, css: &str) -> String {
        self.client.find(Locator::Css(css)).await.expect(css).text().await.expect("text")
    }

    /// The viewport point at the middle of a board cell.
    pub async fn cell_point(&self, row: u32, col: u32) -> (f64, f64) {
        let v = self
            .js(&format!(
                "const r = document.getElementById('board').getBoundingClientRect();
                 const m = window.__tesseraMines();
                 return [r.left + ({col} + 0.5) * m.cellCss - m.originX, r.top + ({row} + 0.5) * m.cellCss - m.originY];"
            ))
            .await;
        (v[0].as_f64().expect("x"), v[1].as_f64().expect("y"))
    }

    /// Presses and releases `buttons` on a cell: all down in order, then all up in order.
    pub async fn press(&self, row: u32, col: u32, buttons: &[u64]) {
        let (x, y) = self.cell_point(row, col).await;
        let mut mouse = MouseActions::new("mouse".into()).then(PointerAction::MoveTo { duration: None, x, y });
        for &button in buttons {
            mouse = mouse.then(PointerAction::Down { button });
        }
        for &button in buttons {
            mouse = mouse.then(PointerAction::Up { button });
        }
        self.client.perform_actions(mouse).await.expect("pointer actions");
        self.client.release_actions().await.expect("release actions");
    }

    pub async fn click(&self, row: u32, col: u32) {
        self.press(row, col, &[LEFT]).await;
    }

    /// What the 15-puzzle shows: `{tiles, confirmed, width, height, status, moves, ...}`.
    pub async fn fifteen(&self) -> Value {
        self.js("return window.__tesseraFifteen ? window.__tesseraFifteen() : null").await
    }

    /// Polls the 15-puzzle until `check` holds, failing with `what` after 10 s.
    pub async fn wait_fifteen(&self, what: &str, check: impl Fn(&Value) -> bool) -> Value {
        let found = poll(TIMEOUT, async || {
            let state = self.fifteen().await;
            if check(&state) { Ok(state) } else { Err(state.to_string()) }
        })
        .await;
        self.or_fail(found, what).await
    }

    /// Clicks an element, as a player does.
    pub async fn click_on(&self, css: &str) {
        self.client.find(Locator::Css(css)).await.expect(css).click().await.expect("click");
    }

    /// Switches game with the tab, as a player does.
    pub async fn switch_to(&self, game: &str) {
        self.click_on(&format!("#tab-{game}")).await;
        let visible = format!("return !document.getElementById('{game}-view').hidden");
        self.wait_js(&format!("the {game} view"), &visible, Value::Bool(true)).await;
    }

    /// Types a state into the 15-puzzle's dialog; `Err` with the message shown if refused.
    pub async fn enter_state(&self, state: &str) -> Result<(), String> {
        self.click_on("#fifteen-state-button").await;
        let input = self.client.find(Locator::Css("#state-form input[name=state]")).await.expect("state input");
        input.send_keys(state).await.expect("type state");
        self.click_on("#state-ok").await;
        let outcome = self.dialog_outcome("state").await;
        if outcome.is_err() {
            self.click_on("#state-cancel").await;
        }
        outcome
    }

    /// Sets a setting in the settings dialog (a select or a checkbox) and closes it.
    pub async fn set_setting(&self, name: &str, value: &str) {
        self.click_on("#settings-button").await;
        let field = self.client.find(Locator::Css(&format!("#settings-dialog [name={name}]"))).await.expect(name);
        field.select_by_value(value).await.expect("choose setting");
        self.click_on("#settings-dialog button[type=submit]").await;
    }

    /// Waits until the 15-puzzle's live clock has been drawn five more times (every 50 ms):
    /// what it shows then is what it keeps showing, not a frame it had not yet reached.
    pub async fn clock_drawn_again(&self) {
        let draws = "return Number(document.getElementById('fifteen-time').dataset.draws)";
        let drawn = self.js(draws).await.as_u64().expect("a draw count");
        self.wait_js("the clock drawn five more times", &format!("{draws} >= {}", drawn + 5), Value::Bool(true)).await;
    }

    /// Moves the pointer to the middle of a 15-puzzle cell, without pressing.
    pub async fn hover_cell(&self, index: u64) {
        let (x, y) = self.fifteen_point(index).await;
        let mouse = MouseActions::new("mouse".into()).then(PointerAction::MoveTo { duration: None, x, y });
        self.client.perform_actions(mouse).await.expect("pointer move");
    }

    /// The viewport point at the middle of a 15-puzzle cell.
    pub async fn fifteen_point(&self, index: u64) -> (f64, f64) {
        let v = self
            .js(&format!(
                "const b = document.querySelectorAll('#fifteen-board .tile')[{index}].getBoundingClientRect();
                 return [b.left + b.width / 2, b.top + b.height / 2];"
            ))
            .await;
        (v[0].as_f64().expect("x"), v[1].as_f64().expect("y"))
    }

    /// Presses and releases keys, one after the other (WebDriver key codes for special keys).
    pub async fn keys(&self, keys: &[char]) {
        let mut kb = KeyActions::new("keyboard".into());
        for &value in keys {
            kb = kb.then(KeyAction::Down { value }).then(KeyAction::Up { value });
        }
        self.client.perform_actions(kb).await.expect("key actions");
    }

    /// A modifier held while a key is pressed (Ctrl+=, Shift+Tab), as a player does.
    pub async fn chord(&self, modifier: char, key: char) {
        let kb = KeyActions::new("keyboard".into())
            .then(KeyAction::Down { value: modifier })
            .then(KeyAction::Down { value: key })
            .then(KeyAction::Up { value: key })
            .then(KeyAction::Up { value: modifier });
        self.client.perform_actions(kb).await.expect("a modifier and a key");
    }

    /// Picks a difficulty in the selector and waits for its fresh board.
    pub async fn choose(&self, level: &str, width: u64, height: u64) {
        let select = self.client.find(Locator::Id("difficulty")).await.expect("difficulty selector");
        select.select_by_value(level).await.expect("select difficulty");
        self.wait_until(&format!("a fresh {level} board"), |s| {
            s.is_some_and(|s| s["width"] == width && s["height"] == height && s["status"] == "ready")
        })
        .await;
    }

    /// Starts a custom game through the dialog, as a player types it.
    pub async fn custom(&self, width: u32, height: u32, mines: u32, seed: &str) -> Result<(), String> {
        if self.js("return document.getElementById('custom-dialog').open").await != Value::Bool(true) {
            self.client.find(Locator::Id("custom-button")).await.expect("custom button").click().await.expect("open dialog");
        }
        for (name, value) in [("width", width.to_string()), ("height", height.to_string()), ("mines", mines.to_string()), ("seed", seed.to_string())] {
            let input = self.client.find(Locator::Css(&format!("#custom-form input[name={name}]"))).await.expect(name);
            input.clear().await.expect("clear");
            if !value.is_empty() {
                input.send_keys(&value).await.expect("type");
            }
        }
        // The dialog checks the fields as they are typed: Start once the last check answered
        // (a field it refuses is named under the fields, and Start stays disabled).
        let checked = poll(TIMEOUT, async || {
            let state = self.js("return document.getElementById('custom-form').dataset.check").await;
            if state == "checking" { Err(state.to_string()) } else { Ok(state) }
        })
        .await;
        if self.or_fail(checked, "the custom fields checked").await == "bad" {
            return Err(self.text("#custom-error").await);
        }
        self.client.find(Locator::Id("custom-ok")).await.expect("start button").click().await.expect("click start");
        self.dialog_outcome("custom").await
    }

    /// Waits for the dialog `#NAME-dialog` to close (`Ok`) or to show an error in
    /// `#NAME-error` (`Err` with the message).
    async fn dialog_outcome(&self, name: &str) -> Result<(), String> {
        let open = format!("return document.getElementById('{name}-dialog').open");
        let error_css = format!("#{name}-error");
        let found = poll(TIMEOUT, async || {
            let error = self.text(&error_css).await;
            if !error.is_empty() {
                return Ok(Err(error));
            }
            match self.js(&open).await {
                Value::Bool(false) => Ok(Ok(())),
                _ => Err("still open, no error".to_string()),
            }
        })
        .await;
        self.or_fail(found, &format!("the {name} dialog to close or show an error")).await
    }

    /// Whether the middle of a cell is painted in the theme's colour `var`.
    pub async fn pixel_matches(&self, row: u32, col: u32, var: &str) -> bool {
        self.pixel_at_matches(row, col, (0.5, 0.5), var).await
    }

    /// Whether the point `at` (fractions of the cell) of a cell is painted in colour `var`.
    pub async fn pixel_at_matches(&self, row: u32, col: u32, at: (f64, f64), var: &str) -> bool {
        let (fx, fy) = at;
        let v = self
            .js(&format!(
                "const c = document.getElementById('board');
                 const m = window.__tesseraMines();
                 const k = window.devicePixelRatio || 1;
                 const x = Math.floor((({col} + {fx}) * m.cellCss - m.originX) * k);
                 const y = Math.floor((({row} + {fy}) * m.cellCss - m.originY) * k);
                 const d = c.getContext('2d').getImageData(x, y, 1, 1).data;
                 const probe = document.createElement('canvas').getContext('2d');
                 probe.fillStyle = getComputedStyle(document.documentElement).getPropertyValue('{var}').trim();
                 probe.fillRect(0, 0, 1, 1);
                 const e = probe.getImageData(0, 0, 1, 1).data;
                 return [d[0], d[1], d[2], e[0], e[1], e[2]];"
            ))
            .await;
        let n: Vec<i64> = v.as_array().expect("rgb").iter().map(|x| x.as_i64().unwrap_or(-1)).collect();
        n[0] == n[3] && n[1] == n[4] && n[2] == n[5]
    }

    /// Waits until the page has measured at least `n` latencies of `kind` (each is taken at
    /// the frame after its change, so it lands a little after the change itself).
    pub async fn wait_latencies(&self, kind: &str, n: usize) -> Vec<f64> {
        let found = poll(TIMEOUT, async || {
            let samples = self.latencies(kind).await;
            if samples.len() >= n { Ok(samples) } else { Err(format!("{} measured", samples.len())) }
        })
        .await;
        self.or_fail(found, &format!("{n} {kind} latencies")).await
    }

    /// Input-to-paint latencies the page measured, in milliseconds.
    pub async fn latencies(&self, kind: &str) -> Vec<f64> {
        let v = self.js(&format!("return (window.__tesseraPerf['{kind}'] || []).slice()")).await;
        v.as_array().map(|a| a.iter().filter_map(Value::as_f64).collect()).unwrap_or_default()
    }
}

/// A driver being started: stopped with everything under it if the launch fails.
struct Starting(Option<Child>);

impl Drop for Starting {
    fn drop(&mut self) {
        if let Some(mut driver) = self.0.take() {
            kill_tree(driver.id());
            let _ = driver.wait();
        }
    }
}

impl Drop for App {
    fn drop(&mut self) {
        self.done.store(true, Ordering::SeqCst);
        if let Ok(None) = self.driver.try_wait() {
            self.stop_driver();
        }
    }
}

/// How long the tests wait for the page to show what they expect.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// A Downloads folder in `home`, named as the desktop names it (`user-dirs.dirs` in
/// `home/config`), where the records' exports are written: the config folder (the app's
/// `XDG_CONFIG_HOME`; the harness gives its data dir's `config`) and the Downloads folder.
pub fn downloads_in(home: &std::path::Path) -> (PathBuf, PathBuf) {
    let (config, downloads) = (home.join("config"), home.join("downloads"));
    std::fs::create_dir_all(&config).expect("config dir");
    std::fs::create_dir_all(&downloads).expect("downloads dir");
    std::fs::write(config.join("user-dirs.dirs"), format!("XDG_DOWNLOAD_DIR=\"{}\"\n", downloads.display())).expect("user-dirs");
    (config, downloads)
}

/// Calls `probe` every 20 ms until it answers `Ok`, or gives its last `Err` (a description
/// of what it saw) after `limit`.
pub async fn poll<T>(limit: Duration, mut probe: impl AsyncFnMut() -> Result<T, String>) -> Result<T, String> {
    let deadline = Instant::now() + limit;
    loop {
        match probe().await {
            Ok(value) => return Ok(value),
            Err(last) if Instant::now() >= deadline => return Err(last),
            Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
}

/// Every process below `root`, parents before children (Linux /proc).
fn descendants(root: u32) -> Vec<u32> {
    let parents: Vec<(u32, u32)> = std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
            // The parent id is the second field after the parenthesised command name.
            let ppid = stat.rsplit_once(')')?.1.split_whitespace().nth(1)?.parse().ok()?;
            Some((pid, ppid))
        })
        .collect();
    let mut out = Vec::new();
    let mut frontier = vec![root];
    while let Some(p) = frontier.pop() {
        for &(pid, ppid) in &parents {
            if ppid == p {
                out.push(pid);
                frontier.push(pid);
            }
        }
    }
    out
}

/// The `q` quantile of some samples (nearest rank).
pub fn percentile(samples: &[f64], q: f64) -> f64 {
    let mut s = samples.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    s[((s.len() as f64 - 1.0) * q).round() as usize]
}

/// Median, 95th percentile and maximum of some samples.
pub fn spread(samples: &[f64]) -> (f64, f64, f64) {
    (percentile(samples, 0.5), percentile(samples, 0.95), percentile(samples, 1.0))
}

pub const F2: char = '\u{E032}';
pub const SPACE: char = '\u{E00D}';
pub const ENTER: char = '\u{E007}';
pub const ESCAPE: char = '\u{E00C}';
pub const TAB: char = '\u{E004}';
pub const SHIFT: char = '\u{E008}';
pub const CONTROL: char = '\u{E009}';
pub const LEFT_ARROW: char = '\u{E012}';
pub const UP_ARROW: char = '\u{E013}';
pub const RIGHT_ARROW: char = '\u{E014}';
pub const DOWN_ARROW: char = '\u{E015}';

/// Saves the X display (the app's window under Xvfb) as a PNG with ImageMagick's `import`;
/// false when that cannot be done. A second or so at most, and it never touches the WebDriver
/// session.
fn display_shot(path: &std::path::Path) -> bool {
    std::process::Command::new("import")
        .args(["-window", "root"])
        .arg(path)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
