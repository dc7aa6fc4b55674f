//! Every command the page may call, called with arbitrary JSON through the mock runtime's IPC:
//! an answer or a typed error each time, never a panic, and the app still answers after. The
//! commands are the handler's own list (`src/lib.rs`), so a new command cannot be missed: each
//! needs its arguments named here, or a reason it is left out.

mod ipc;

use ipc::{app, invoke};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{json, Map, Value};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Each command and the names of its arguments.
const ARGUMENTS: [(&str, &[&str]); 46] = [
    ("mines_new_game", &["settings"]),
    ("mines_act", &["action", "pointer"]),
    ("mines_pointer", &["samples"]),
    ("mines_control", &["control"]),
    ("mines_snapshot", &[]),
    ("mines_figures", &[]),
    ("mines_check", &["difficulty", "mode"]),
    ("mines_hint", &[]),
    ("mines_odds", &[]),
    ("mines_auto_play", &["moves"]),
    ("mines_review", &[]),
    ("fifteen_scramble", &["request"]),
    ("fifteen_retry", &[]),
    ("fifteen_practice", &["request"]),
    ("fifteen_declare", &[]),
    ("fifteen_load", &["text"]),
    ("fifteen_move", &["game", "seq", "mv", "via"]),
    ("fifteen_control", &["control"]),
    ("fifteen_snapshot", &[]),
    ("fifteen_hint", &[]),
    ("fifteen_solution", &[]),
    ("fifteen_optimal", &[]),
    ("records_get", &[]),
    ("records_notice", &[]),
    ("records_reset", &["game", "table"]),
    ("records_import", &["text"]),
    ("records_undo", &[]),
    ("records_replay", &["game", "table", "at"]),
    ("records_figures", &["table", "at"]),
    ("records_mines_bests", &["table", "metric", "style"]),
    ("records_fifteen_by_control", &["table", "control"]),
    ("records_fifteen_bests", &["table", "metric", "control"]),
    ("fifteen_sessions", &["start", "brief"]),
    ("fifteen_session_new", &[]),
    ("mines_same_board", &[]),
    ("mines_study", &["text", "mines"]),
    ("video_take", &[]),
    ("help_menu", &[]),
    ("l10n_catalogue", &[]),
    ("l10n_choose", &["choice"]),
    ("system_locale", &[]),
    ("settings_get", &[]),
    ("settings_save", &["settings"]),
    ("theme_apply", &["choice"]),
    ("app_ready", &[]),
    ("first_look_keep", &["look"]),
];

/// The commands left out, and why.
const LEFT_OUT: [(&str, &str); 3] = [
    ("records_export", "it writes into the player's Downloads folder"),
    ("records_export_evf", "it writes into the player's Downloads folder"),
    ("first_frame", "only in start-up timing builds (`--features startup-timing`)"),
];

/// The commands the app's handler registers, read from its source: every
/// `commands::<module>::<name>` inside `generate_handler!`.
fn handled() -> Vec<String> {
    let lib = include_str!("../src/lib.rs");
    let start = lib.find("generate_handler![").expect("the handler list");
    let list = &lib[start..start + lib[start..].find("])").expect("its end")];
    list.split(|c: char| c == ',' || c.is_whitespace())
        .filter_map(|item| item.strip_prefix("commands::"))
        .filter_map(|path| path.rsplit("::").next())
        .map(str::to_string)
        .collect()
}

/// Each command the handler registers and the fuzz does not leave out, with its arguments.
fn commands() -> Vec<(String, &'static [&'static str])> {
    handled()
        .into_iter()
        .filter(|name| !LEFT_OUT.iter().any(|(out, _)| out == name))
        .map(|name| {
            let args = ARGUMENTS.iter().find(|(known, _)| *known == name).map(|(_, args)| *args);
            let args = args.unwrap_or_else(|| panic!("{name} is a command with no arguments named in commands_fuzz.rs: name them, or leave it out saying why"));
            (name, args)
        })
        .collect()
}

#[test]
fn the_fuzzed_commands_are_the_handlers_every_one() {
    let handled = handled();
    assert!(handled.len() >= 38 && handled.iter().any(|c| c == "app_ready"), "{handled:?}");
    let fuzzed = commands();
    assert_eq!(fuzzed.len() + LEFT_OUT.len(), handled.len(), "{handled:?}");
    for (known, _) in ARGUMENTS {
        assert!(handled.iter().any(|c| c == known), "{known} is no longer a command");
    }
}

/// Words the commands know, so that arbitrary values often come close to valid ones.
const WORDS: [&str; 53] = [
    "level", "beginner", "expert", "custom", "width", "height", "mines", "seed", "firstClick", "noGuess", "safe",
    "strict", "lucky", "metric", "style", "nf", "3bvs", "time", "moves", "tps",
    "kind", "reveal", "flag", "chord", "row", "col", "tile", "to", "dir", "left", "up", "size", "index",
    "relay", "marathon", "blind", "sizes", "count", "game", "seq", "mv", "undo", "pause", "resume", "via", "keyboard", "click", "hover",
    "choice", "zh-CN", "system", "window", "app-bar",
];

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-20i64..40).prop_map(Value::from),
        any::<f64>().prop_filter("JSON numbers are finite", |f| f.is_finite()).prop_map(Value::from),
        proptest::sample::select(WORDS.to_vec()).prop_map(Value::from),
        "\\PC{0,12}".prop_map(Value::from),
        "[0-9 /]{0,40}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((proptest::sample::select(WORDS.to_vec()), inner), 0..5)
                .prop_map(|pairs| Value::Object(pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect::<Map<_, _>>())),
        ]
    })
}

#[test]
fn no_json_from_the_page_panics_a_command() {
    let (_app, webview, _records) = app();
    let cases = AtomicUsize::new(0);
    let errors = AtomicUsize::new(0);
    let commands = commands();
    let strategy = (0..commands.len(), prop::collection::vec(json_value(), 4), any::<bool>());
    let mut runner = TestRunner::new(Config { cases: 4000, failure_persistence: None, ..Config::default() });
    runner
        .run(&strategy, |(which, values, drop_one)| {
            let (command, names) = &commands[which];
            let command = command.as_str();
            let mut args = Map::new();
            for (k, name) in names.iter().enumerate() {
                // Now and then an argument is missing altogether.
                if !(drop_one && k == 0) {
                    args.insert(name.to_string(), values[k].clone());
                }
            }
            let answer = invoke(&webview, command, Value::Object(args));
            cases.fetch_add(1, Ordering::Relaxed);
            if let Err(e) = answer {
                // A typed error ({kind, message}) or the IPC's own refusal of the arguments.
                prop_assert!(e.get("kind").is_some_and(Value::is_string) || e.is_string(), "{command}: {e}");
                errors.fetch_add(1, Ordering::Relaxed);
            }
            Ok(())
        })
        .expect("every call answers");
    // The app still plays after all that.
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": { "level": "beginner" } } })).expect("a new game");
    invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 3, "col": 3 } })).expect("a click");
    let (cases, errors) = (cases.into_inner(), errors.into_inner());
    println!("fuzz: {cases} calls, {errors} refused with a typed error, none panicked");
    assert!(cases >= 4000 && errors > 0 && errors < cases, "{errors} of {cases}");
}
