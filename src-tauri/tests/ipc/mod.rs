//! Calling the app's commands through Tauri's IPC on the mock runtime, with the app's real
//! configuration and capabilities: JSON in as the page sends it, JSON out as the page sees it.

use tessera::records::notice::english;
use serde_json::Value;
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::WebviewWindow;

/// The app on the mock runtime, its main window, and the temporary records directory it uses
/// (kept as long as the returned value lives).
#[allow(dead_code)]
pub fn app() -> (tauri::App<MockRuntime>, WebviewWindow<MockRuntime>, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("records dir");
    let (app, webview) = app_in(dir.path());
    (app, webview, dir)
}

/// The app on the mock runtime with its records in `dir`, and its main window.
pub fn app_in(dir: &std::path::Path) -> (tauri::App<MockRuntime>, WebviewWindow<MockRuntime>) {
    app_with(tessera_app::state::AppState::with_records_in(Some(dir.to_path_buf())))
}

/// The app on the mock runtime with `state`, and its main window.
pub fn app_with(state: tessera_app::state::AppState) -> (tauri::App<MockRuntime>, WebviewWindow<MockRuntime>) {
    let app = tessera_app::setup_with(mock_builder(), state).build(tauri::generate_context!()).expect("app builds");
    let webview = tauri::WebviewWindowBuilder::new(&app, "main", Default::default()).build().expect("main window");
    (app, webview)
}

/// Moves the backend's clock on by `ms`, as if that much time had passed.
#[allow(dead_code)]
pub fn advance(app: &tauri::App<MockRuntime>, ms: u64) {
    use tauri::Manager;
    app.state::<tessera_app::state::AppState>().clock.advance(tessera::time::Millis(ms));
}

/// Invokes a command; `Ok` with the answer or `Err` with the error the page would get.
pub fn invoke(webview: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Result<Value, Value> {
    let request = InvokeRequest {
        cmd: cmd.into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: "tauri://localhost".parse().expect("url"),
        body: InvokeBody::Json(args),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(webview, request).map(|body| body.deserialize::<Value>().expect("json answer"))
}


/// The records file in `dir` once the writer thread has saved everything asked of it.
#[allow(dead_code)]
pub fn saved_records(webview: &WebviewWindow<MockRuntime>, dir: &std::path::Path) -> Value {
    use tauri::Manager;
    assert_eq!(webview.state::<tessera_app::state::AppState>().flush_records(), None, "the records were saved");
    // As a second window reads them: the snapshot and its log.
    let opened = tessera::records::store::Store::open(dir);
    assert!(opened.store.read_only().is_some() && english(&opened.notice).as_deref().is_some_and(|n| n.contains("another Tessera window")), "{:?}", opened.notice);
    serde_json::json!({ "records": opened.records })
}

#[allow(dead_code)]
/// Sends 15-puzzle moves one call each, as the page does: each numbered in the board in play
/// (a run's next leg is a new board). The last answer.
pub fn send_moves(webview: &WebviewWindow<MockRuntime>, moves: &[Value]) -> Value {
    let mut last = Value::Null;
    for mv in moves {
        let snap = invoke(webview, "fifteen_snapshot", serde_json::json!({})).expect("a snapshot");
        last = invoke(webview, "fifteen_move", serde_json::json!({ "game": snap["game"], "seq": snap["taken"], "mv": mv })).expect("a delta");
    }
    last
}

/// An error as the tests read it: its kind, its English message and (a size out of range) its
/// range, without `said`, the message the page words in the player's language.
#[allow(dead_code)]
pub fn plain(error: serde_json::Value) -> serde_json::Value {
    let mut error = error;
    if let Some(fields) = error.as_object_mut() {
        fields.remove("said");
    }
    error
}
